// What hosts say on their own, before any words: one record per host (a store's own link host, an affiliate
// network's click host, a shortener anyone can use, a platform or a host that is never a sponsor) and one per store
// (its name, how text names it, its own link hosts, its affiliate program's query keys). Facts about the web, not
// rules of the engine (docs/detection.md, section 1, and "Adding a language or an affiliate network"): the engine
// reads the sets derived at the end of this file, never a list of its own.

/** What a host is. */
export type HostKind = 'store' | 'affiliate-network' | 'shortener' | 'never-sponsor' | 'platform';

/**
 * How a link on the host is read without words: `owner` — it leads to the record's owner (a store's own link host);
 * `query` — an affiliate network's click link names its destination in its query (`…?url=`, `&ued=`); `advertiser` —
 * the advertiser's name is the host's first label (`sigma-beauty.7eer.net`); `expand` — only following it tells
 * (SHORT_LINK_EXPANSION); `none` — it never stands for a sponsor.
 */
export type Destination = 'owner' | 'query' | 'advertiser' | 'expand' | 'none';

export interface HostRecord {
  host: string;
  kind: HostKind;
  /** The store the host's links lead to (a store's own affiliate shortener or click host). */
  owner?: { domain: string; name: string };
  /** Its links are affiliate links by their shape (a store's associate program, an affiliate network). */
  affiliate: boolean;
  destination: Destination[];
}

export interface StoreRecord {
  name: string;
  domain: string;
  /** How text names the store before a link it does not own ("Flipkart – goo.gl/…"); capitals count when given. */
  words?: string;
  /** The store's own affiliate shorteners and click hosts (`amzn.to`, `fkrt.it`): links to it by their host. */
  linkHosts?: string[];
  /** Its affiliate program's query keys that are ordinary words elsewhere (`at=` on Apple, `campid=` on eBay). */
  programKeys?: string[];
  /** Paths of its own product pages that look like a referral path (`/ref/1088234` on Boulanger). */
  productPaths?: RegExp;
  /** A creators' affiliate storefront (LTK, ShopMy): a creator's page there is paid per sale, even on a "my" line. */
  storefront?: boolean;
  /**
   * Its `/shop/<name>` pages are creators' affiliate shops, paid per sale (an Amazon storefront, a Bookshop.org shop):
   * an affiliate link by its shape, never the creator's own store. Read on the store's domain in every country.
   */
  shopPages?: boolean;
}

/** The hosts of a list written as words: one or more per line, separated by spaces. */
const hosts = (words: string) => words.trim().split(/\s+/);

/**
 * Stores: named in text before a generic short link (`words`), reached through their own link hosts (`linkHosts`),
 * or running a program whose affiliate key is an ordinary word elsewhere (`programKeys`). Names that are also common
 * words (Target, Boots, Otto) count only capitalized.
 */
export const STORES: StoreRecord[] = [
  {
    name: 'Amazon',
    domain: 'amazon.com',
    words: 'amazon|アマゾン|아마존|амазон',
    linkHosts: hosts('amzn.to amzn.eu amzn.asia amzlink.to a.co'),
    shopPages: true,
  },
  { name: 'Flipkart', domain: 'flipkart.com', words: 'flipkart', linkHosts: hosts('fkrt.it fkrt.cc fkrt.to fktr.in') },
  { name: 'Snapdeal', domain: 'snapdeal.com', words: 'snapdeal' },
  {
    name: 'eBay',
    domain: 'ebay.com',
    words: 'ebay',
    linkHosts: hosts('ebay.to ebay.us rover.ebay.com'),
    programKeys: ['campid', 'mkcid'],
  },
  {
    name: 'AliExpress',
    domain: 'aliexpress.com',
    words: 'ali ?express',
    // ali.ski: the short links of ePN, AliExpress's Russian-language affiliate network.
    linkHosts: hosts('ali.pub alii.pub ali.ski s.click.aliexpress.com alitems.com'),
    programKeys: ['af', 'aff_fcid', 'aff_fsk', 'aff_trace_key', 'aff_platform', 'aff_short_key'],
  },
  // Its affiliate program's deep links carry the publisher's id as `wmlspartner=` (its own shopping ads `wlpa`).
  {
    name: 'Walmart',
    domain: 'walmart.com',
    words: 'walmart',
    linkHosts: ['goto.walmart.com'],
    programKeys: ['wmlspartner'],
  },
  { name: 'Target', domain: 'target.com', words: 'Target|TARGET', linkHosts: ['goto.target.com'] },
  { name: 'Best Buy', domain: 'bestbuy.com', words: 'best ?buy', linkHosts: ['bestbuy.7tiv.net'] },
  { name: 'Newegg', domain: 'newegg.com', words: 'newegg' },
  {
    name: 'B&H Photo',
    domain: 'bhphotovideo.com',
    words: 'b ?& ?h(?: photo)?',
    linkHosts: ['bhpho.to'],
    programKeys: ['bi'],
  },
  { name: 'Adorama', domain: 'adorama.com', words: 'adorama', linkHosts: ['adorama.rfvk.net'] },
  { name: 'GearBest', domain: 'gearbest.com', words: 'gear ?best', programKeys: ['lkid'] },
  { name: 'Banggood', domain: 'banggood.com', words: 'banggood', programKeys: ['p'] },
  { name: 'Sephora', domain: 'sephora.com', words: 'sephora' },
  { name: 'Ulta', domain: 'ulta.com', words: 'ulta' },
  { name: 'Myntra', domain: 'myntra.com', words: 'myntra', linkHosts: ['myntr.it'] },
  { name: 'Nykaa', domain: 'nykaa.com', words: 'nykaa' },
  { name: 'AJIO', domain: 'ajio.com', words: 'ajio', linkHosts: ['ajiio.in'] },
  { name: 'Tata CLiQ', domain: 'tatacliq.com', words: 'tata ?cliq' },
  { name: 'Croma', domain: 'croma.com', words: 'croma' },
  {
    name: 'Shopee',
    domain: 'shopee.com',
    words: 'shopee',
    // The affiliate program's short links, one host per country (`s.shopee.co.th/…`, `s.shopee.ph/…`), and its
    // affiliates' collection pages (`collshp.com/…`).
    linkHosts: hosts(
      'shope.ee shp.ee s.shopee.co.th s.shopee.ph s.shopee.vn s.shopee.co.id s.shopee.com.my s.shopee.sg s.shopee.tw s.shopee.com.br collshp.com',
    ),
  },
  {
    name: 'Lazada',
    domain: 'lazada.com',
    words: 'lazada',
    linkHosts: hosts(
      's.lazada.co.th s.lazada.com.ph s.lazada.vn s.lazada.co.id s.lazada.com.my s.lazada.sg c.lazada.co.th c.lazada.com.ph c.lazada.vn c.lazada.co.id c.lazada.com.my c.lazada.sg',
    ),
  },
  { name: 'Tokopedia', domain: 'tokopedia.com', words: 'tokopedia', linkHosts: ['tokopedia.link'] },
  { name: 'Mercado Livre', domain: 'mercadolivre.com.br', words: 'mercado ?livre', linkHosts: ['meli.la'] },
  { name: 'Mercado Libre', domain: 'mercadolibre.com', words: 'mercado ?libre', programKeys: ['matt_tool'] },
  {
    name: 'Rakuten',
    domain: 'rakuten.co.jp',
    words: 'rakuten|楽天',
    linkHosts: hosts('a.r10.to hb.afl.rakuten.co.jp room.rakuten.co.jp'),
  },
  { name: 'Coupang', domain: 'coupang.com', words: 'coupang|쿠팡', linkHosts: hosts('link.coupang.com coupa.ng') },
  { name: 'Zalando', domain: 'zalando.com', words: 'zalando' },
  { name: 'OTTO', domain: 'otto.de', words: 'Otto|OTTO' },
  { name: 'bol.com', domain: 'bol.com', words: 'bol\\.com' },
  { name: 'Argos', domain: 'argos.co.uk', words: 'argos' },
  { name: 'Currys', domain: 'currys.co.uk', words: 'currys' },
  { name: 'Boots', domain: 'boots.com', words: 'Boots|BOOTS' },
  { name: 'Superdrug', domain: 'superdrug.com', words: 'superdrug' },
  { name: 'ASOS', domain: 'asos.com', words: 'asos' },
  { name: 'Nordstrom', domain: 'nordstrom.com', words: 'nordstrom' },
  { name: "Macy's", domain: 'macys.com', words: "macy'?s" },
  { name: 'Costco', domain: 'costco.com', words: 'costco' },
  { name: 'The Home Depot', domain: 'homedepot.com', words: 'home ?depot' },
  { name: 'Wayfair', domain: 'wayfair.com', words: 'wayfair' },
  { name: 'IKEA', domain: 'ikea.com', words: 'ikea' },
  { name: 'Etsy', domain: 'etsy.com', words: 'etsy', programKeys: ['sv_affiliateid'] },
  { name: 'Apple', domain: 'apple.com', words: 'itunes', programKeys: ['at'] },
  { name: 'Google', domain: 'google.com', words: 'google play', programKeys: ['paffiliateid'] },
  { name: 'Book Depository', domain: 'bookdepository.com', words: 'book ?depository', programKeys: ['a_aid'] },
  { name: 'Ozon', domain: 'ozon.ru', words: 'ozon|озон\\p{L}*', programKeys: ['partner'] },
  // Game stores whose partner programs mark the partner as `?partner=NAME` (an ordinary key on other sites).
  { name: 'SteamBuy', domain: 'steambuy.com', words: 'steam ?buy', programKeys: ['partner'] },
  { name: 'Humble Bundle', domain: 'humblebundle.com', words: 'humble ?bundle|humble store', programKeys: ['partner'] },
  { name: 'Wildberries', domain: 'wildberries.ru', words: 'wildberries|вайлдберриз' },
  { name: 'Allegro', domain: 'allegro.pl', words: 'allegro' },
  { name: 'Trendyol', domain: 'trendyol.com', words: 'trendyol', linkHosts: ['ty.gl'] },
  { name: 'Hepsiburada', domain: 'hepsiburada.com', words: 'hepsiburada' },
  { name: 'Fnac', domain: 'fnac.com', words: 'fnac' },
  { name: 'Darty', domain: 'darty.com', words: 'darty' },
  { name: 'Boulanger', domain: 'boulanger.com', words: 'Boulanger|BOULANGER', productPaths: /^\/ref\/\d+\/?$/ },
  { name: 'Cdiscount', domain: 'cdiscount.com', words: 'cdiscount' },
  { name: 'MediaMarkt', domain: 'mediamarkt.de', words: 'media ?markt' },
  { name: 'Saturn', domain: 'saturn.de', words: 'Saturn|SATURN' },
  { name: 'notebooksbilliger.de', domain: 'notebooksbilliger.de', words: 'notebooksbilliger', programKeys: ['nbbct'] },
  { name: 'Cyberport', domain: 'cyberport.de', words: 'cyberport' },
  { name: 'Douglas', domain: 'douglas.de', words: 'Douglas|DOUGLAS' },
  { name: 'Flaconi', domain: 'flaconi.de', words: 'flaconi' },
  { name: 'El Corte Inglés', domain: 'elcorteingles.es', words: 'el corte ingl[ée]s' },
  { name: 'PcComponentes', domain: 'pccomponentes.com', words: 'pc ?componentes' },
  { name: 'Coppel', domain: 'coppel.com', words: 'coppel' },
  { name: 'М.Видео', domain: 'mvideo.ru', words: 'м\\.? ?видео|mvideo' },
  { name: 'DNS', domain: 'dns-shop.ru', words: 'dns-shop' },
  { name: 'Яндекс Маркет', domain: 'market.yandex.ru', words: 'яндекс[. ]?маркет' },
  { name: 'Связной', domain: 'svyaznoy.ru', words: 'связно\\p{L}*' },
  { name: 'Yodobashi', domain: 'yodobashi.com', words: 'yodobashi|ヨドバシ' },
  { name: 'Bic Camera', domain: 'biccamera.com', words: 'biccamera|ビックカメラ' },
  { name: 'Yahoo! Shopping', domain: 'shopping.yahoo.co.jp', words: 'yahoo!?ショッピング' },
  { name: '11st', domain: '11st.co.kr', words: '11번가' },
  { name: 'Gmarket', domain: 'gmarket.co.kr', words: 'gmarket|g마켓|지마켓' },
  { name: 'Olive Young', domain: 'oliveyoung.co.kr', words: '올리브영|olive ?young' },
  // stores known by their link hosts or their programs only
  { name: "Lowe's", domain: 'lowes.com' },
  { name: 'Sweetwater', domain: 'sweetwater.com' },
  { name: 'Elgato', domain: 'elgato.com', linkHosts: ['e.lga.to'] },
  { name: 'Micro Center', domain: 'microcenter.com', linkHosts: ['micro.center'] },
  { name: 'Magazine Luiza', domain: 'magazineluiza.com.br', linkHosts: ['magazinevoce.com.br'] },
  // India's payment app: its invite and referral links are on its own short host (`phon.pe/ru_<name>`).
  { name: 'PhonePe', domain: 'phonepe.com', linkHosts: ['phon.pe'] },
  // Tesla's referral links are on its own short host (`ts.la/<name><digits>`): an owner's link that earns both sides.
  { name: 'Tesla', domain: 'tesla.com', linkHosts: ['ts.la'] },
  { name: 'Booking.com', domain: 'booking.com', programKeys: ['aid'] },
  { name: 'Civitatis', domain: 'civitatis.com', programKeys: ['aid'] },
  { name: 'Zaful', domain: 'zaful.com', programKeys: ['lkid'] },
  { name: 'Hotellook', domain: 'hotellook.com', programKeys: ['marker'] },
  { name: 'Aviasales', domain: 'aviasales.com', programKeys: ['marker'] },
  { name: 'Ebates', domain: 'ebates.com', programKeys: ['referrerid'] },
  { name: 'Ipsy', domain: 'ipsy.com', programKeys: ['refer'] },
  { name: 'NiceHash', domain: 'nicehash.com', programKeys: ['refby'] },
  { name: 'Instant Gaming', domain: 'instant-gaming.com', programKeys: ['igr'] },
  { name: 'iHerb', domain: 'iherb.com', programKeys: ['rcode'] },
  // creators' affiliate storefronts, reported as the storefront platform when the store behind a link is unknown
  {
    name: 'LTK',
    domain: 'shopltk.com',
    // Its former names too: "I use rewardStyle links" names the program's links only.
    words: String.raw`LTK|rewardStyle|RewardStyle|LIKEtoKNOW\.it|LikeToKnow\.it`,
    linkHosts: hosts('liketk.it rstyle.me shopltk.com liketoknow.it'),
    storefront: true,
  },
  { name: 'ShopMy', domain: 'shopmy.us', linkHosts: ['shopmy.us'], storefront: true },
  { name: 'ShopStyle', domain: 'shopstyle.com', linkHosts: ['shopstyle.it'], storefront: true },
  { name: 'Bookshop.org', domain: 'bookshop.org', shopPages: true },
];

/** Records of one kind for a list of hosts. */
function group(kind: HostKind, words: string, more: Partial<HostRecord> = {}): HostRecord[] {
  const affiliate = kind === 'affiliate-network';
  const destination: Destination[] = kind === 'shortener' ? ['expand'] : affiliate ? ['query', 'expand'] : ['none'];
  return hosts(words).map((host) => ({ host, kind, affiliate, destination, ...more }));
}

/** Every host the engine knows, one record each (a test checks that no host has two). */
export const HOST_RECORDS: HostRecord[] = [
  // stores' own affiliate shorteners and click hosts: the store is known without expanding the link
  ...STORES.flatMap((s) =>
    (s.linkHosts ?? []).map((host): HostRecord => ({
      host,
      kind: 'store',
      owner: { domain: s.domain, name: s.name },
      affiliate: true,
      destination: ['owner'],
    })),
  ),
  // affiliate networks and link managers: affiliate links by nature; the merchant is in the query or behind the link
  ...group(
    'affiliate-network',
    `
    geni.us urlgeni.us howl.me howl.link shop-links.co prf.hn pntra.com anrdoezrs.net jdoqocy.com tkqlhce.com
    dpbolvw.net kqzyfj.com awin1.com shareasale.com linksynergy.com skimresources.com fave.co tidd.ly shrsl.com
    redirectingat.com narrativ.com fas.st admitad.com clickbank.net gopjn.com pjatr.com pjtra.com pntrac.com
    pntrs.com emjcd.com qksrv.net zenaps.com avantlink.com tradedoubler.com webgains.com tradetracker.net
    financeads.net ekaro.in earnkaro.com bitli.in linkredirect.in cuelinks.com wishlink.com af.moshimo.com a8.net
    valuecommerce.com zanox.com webmasterplan.com effiliation.com metaffiliation.com accesstrade.net linkprice.com
    linksredirect.com epnclick.ru adtraction.com 2performant.com pepperjamnetwork.com flexlinkspro.com flexlinks.com
    viglink.com adcell.de adcell.com alipromo.com isclix.com ds1.nl cfjump.com lomadee.com invol.co involve.asia
  `,
  ),
  // affiliate networks whose click hosts carry the advertiser's name as their first label (`brand.pxf.io`)
  ...group('affiliate-network', '7eer.net evyy.net ojrq.net pxf.io sjv.io refersion.com mavely.app.link', {
    destination: ['advertiser', 'query', 'expand'],
  }),
  ...group('affiliate-network', '7tiv.net rfvk.net', { destination: ['advertiser', 'query'] }),
  // shorteners and redirectors anyone can use: the brand behind them is unknown until the link is expanded
  ...group(
    'shortener',
    `
    bit.ly bitly.com bit.do tinyurl.com ow.ly rebrand.ly t.co goo.gl buff.ly lnk.to smarturl.it is.gd v.gd cutt.ly
    shorturl.at t.ly tiny.cc rb.gy bl.ink lnkd.in po.st trib.al dlvr.it ift.tt hyperurl.co shor.by snip.ly s.id
    clck.ru short.gy go.magik.ly refs.cc msha.ke link.me apple.co j.mp alturl.com tiny.one qps.ru short.io linktw.in
    clk.ink soo.gd zpr.io onelink.me app.link adjust.com
  `,
  ),
  // Hosts that never stand for a sponsoring brand on their own: platforms and social profiles, links to other videos
  // and channels, creator support and membership, link-in-bio pages, creator merch platforms, music/podcast platforms
  // used in credits, app stores and crowdfunding pages (the sponsor is the app or project, not the store), and
  // reference sources. A catalog brand that owns one of them still matches through the catalog. Music licensing
  // services that sponsor creators (Epidemic Sound, Artlist, Musicbed) are deliberately NOT here: their links are
  // judged by the words around them.
  // video platforms, other videos and channels
  ...group(
    'platform',
    `
    youtube.com youtu.be youtube-nocookie.com vimeo.com dailymotion.com rumble.com odysee.com twitch.tv
    kick.com floatplane.com afreecatv.com raiplay.it tver.jp
  `,
  ),
  // social profiles
  ...group(
    'platform',
    `
    instagram.com instagr.am x.com twitter.com threads.net threads.com tiktok.com facebook.com fb.com fb.me
    fb.watch snapchat.com pinterest.com pin.it pinterest.ca pinterest.com.au pinterest.de pinterest.fr pinterest.es
    pinterest.it pinterest.com.mx pinterest.jp pinterest.nz pinterest.ie pinterest.at pinterest.ch pinterest.pt pinterest.se
    pinterest.dk pinterest.ph pinterest.cl pinterest.co.kr pinterest.ru reddit.com redd.it linkedin.com tumblr.com bsky.app
    mastodon.social vk.com weibo.com
  `,
  ),
  // community, membership and support
  ...group(
    'platform',
    `
    discord.gg discord.com discordapp.com patreon.com ko-fi.com buymeacoffee.com paypal.me streamlabs.com
    streamelements.com throne.com gofundme.com kickstarter.com indiegogo.com subscribestar.com memberful.com
    t.me telegram.me telegram.org whatsapp.com wa.me substack.com medium.com onlyfans.com fanhouse.app
    donationalerts.com donatepay.ru boosty.to sponsr.ru fanbox.cc fantia.jp ci-en.net toon.at twip.kr apoia.se
    catarse.me livepix.gg tipeee.com utip.io steadyhq.com liberapay.com opencollective.com send.monobank.ua donatello.to
    cameo.com
  `,
  ),
  // creator platforms: courses, digital products, newsletters and tip jars sold by the creator (the platform is
  // not the sponsor; a shop on a subdomain of one is the creator's own)
  ...group(
    'platform',
    `
    gumroad.com gum.co teachable.com kajabi.com mykajabi.com podia.com thinkific.com payhip.com sellfy.com
    skool.com circle.so learnworlds.com systeme.io ck.page convertkit.com kit.com beehiiv.com
    buttondown.email ghost.io lemonsqueezy.com uscreen.tv gumroad.co selz.com
  `,
  ),
  // link-in-bio pages and creator storefront builders
  ...group(
    'platform',
    `
    linktr.ee beacons.ai linkin.bio lnk.bio campsite.bio bio.link carrd.co bio.site solo.to stan.store
    koji.to kit.co allmylinks.com hoo.be snipfeed.co withkoji.com
  `,
  ),
  // merch platforms
  ...group(
    'platform',
    `
    teespring.com spri.ng creator-spring.com spreadshop.com spreadshirt.com fourthwall.com represent.com
    bonfire.com teepublic.com redbubble.com merchbar.com crowdmade.com shopmerch.me streamlabs.shop
    storenvy.com bigcartel.com
  `,
  ),
  // music and podcasts (credits)
  ...group(
    'platform',
    `
    spotify.com spoti.fi soundcloud.com bandcamp.com audiomack.com deezer.com music.apple.com
    podcasts.apple.com itunes.apple.com music.amazon.com anchor.fm podbean.com pocketcasts.com distrokid.com
    ffm.to hypeddit.com toneden.io freemusicarchive.org incompetech.com ncs.io nocopyrightsounds.co.uk
    chll.to lofigirl.com musicforvideos.com
  `,
  ),
  // app stores and storefronts of software distributors
  ...group(
    'platform',
    `
    apps.apple.com play.google.com store.steampowered.com steampowered.com steamcommunity.com microsoft.com
    apps.microsoft.com itch.io epicgames.com
  `,
  ),
  // parts-list sites: a list there is the creator's own build, priced across stores by the site
  ...group('platform', 'pcpartpicker.com pcpp.co'),
  // gear-list sites: a pack list there is the creator's own kit, weighed by the site (`lighterpack.com/r/…`)
  ...group('platform', 'lighterpack.com packwizard.com'),
  // sources and references
  ...group(
    'never-sponsor',
    `
    wikipedia.org wikimedia.org wikidata.org archive.org doi.org arxiv.org nih.gov ncbi.nlm.nih.gov
    pubmed.ncbi.nlm.nih.gov scholar.google.com researchgate.net jstor.org github.com github.io gitlab.com
    imgur.com imdb.com goodreads.com britannica.com investor.gov who.int europa.eu un.org oecd.org
    worldbank.org imf.org w3.org ietf.org rfc-editor.org stackoverflow.com stackexchange.com readthedocs.io
    readthedocs.org developer.mozilla.org mozilla.org python.org nodejs.org kernel.org
  `,
  ),
  // advertising regulators and self-regulatory bodies, linked from news and explainers about ad rules (their
  // guidance on labelling ads is no sponsor): the UK's ASA and CAP, France's ARPP, India's ASCI, Canada's and
  // Australia's Ad Standards, Japan's JARO, the US programs of the BBB, the EU's EASA; Germany's state media
  // authorities and Werberat, Austria's RTR and Werberat, Switzerland's fairness commission, Spain's Autocontrol,
  // Brazil's CONAR, Italy's IAP, the Dutch Reclame Code, Belgium's JEP
  ...group(
    'never-sponsor',
    `
    asa.org.uk cap.org.uk arpp.org ascionline.in asci.co.in adstandards.ca adstandards.com.au jaro.or.jp
    bbbprograms.org easa-alliance.org die-medienanstalten.de werberat.de rtr.at werberat.at faire-werbung.ch
    autocontrol.es conar.org.br iap.it reclamecode.nl jep.be
  `,
  ),
  // responsible-gambling notices a betting ad must carry ("18+. BeGambleAware.org"): the notice, not a sponsor
  ...group(
    'never-sponsor',
    `
    begambleaware.org gambleaware.org gamcare.org.uk gamstop.co.uk ncpgambling.org 1800gambler.net
    gamblingtherapy.org responsiblegambling.org
  `,
  ),
  // news outlets cited as sources
  ...group(
    'never-sponsor',
    `
    nytimes.com washingtonpost.com wsj.com reuters.com apnews.com bbc.com bbc.co.uk cnn.com theguardian.com
    npr.org bloomberg.com ft.com cnbc.com theverge.com arstechnica.com techcrunch.com wired.com engadget.com
    axios.com politico.com nbcnews.com cbsnews.com abcnews.go.com latimes.com usatoday.com forbes.com
    businessinsider.com theatlantic.com
  `,
  ),
  // generic web tools
  ...group(
    'never-sponsor',
    `
    google.com forms.gle docs.google.com drive.google.com maps.google.com maps.app.goo.gl dropbox.com
    calendly.com typeform.com eventbrite.com mailchimp.com list-manage.com gmail.com
  `,
  ),
  // social and blogging platforms of every age (a profile or a blog there is the creator's)
  ...group(
    'platform',
    `
    vine.co bloglovin.com typepad.com blogspot.com blogger.com wordpress.com tumblr.co ask.fm keek.com
    periscope.tv pscp.tv younow.com musical.ly vsco.co weebly.com livejournal.com stumbleupon.com
    deviantart.com last.fm about.me flickr.com myspace.com formspring.me ello.co wattpad.com quora.com
    tellonym.me curiouscat.me lemon8-app.com clubhouse.com mewe.com minds.com gab.com truthsocial.com
    triller.co likee.video kwai.com bilibili.com nicovideo.jp ok.ru line.me kakao.com blog.naver.com
    ameblo.jp note.com hatenablog.com plus.google.com on.fb.me fbl.me pinterest.co.uk
  `,
  ),
  // influencer marketplaces and creator networks: how a creator finds sponsors or gets paid for views, not a sponsor
  ...group(
    'never-sponsor',
    `
    famebit.com tomoson.com grapevinelogic.com izea.com aspireiq.com creator.co upfluence.com freedom.tm
    fullscreen.net stylehaul.com unionforgamers.com scalelab.com maker.tv bbtv.com machinima.com polaris.net
    collab.com jukinmedia.com viralhog.com newsflare.com storyful.com
  `,
  ),
  // pay-per-click link shorteners (the creator earns per click from the shortener's own ads)
  ...group(
    'never-sponsor',
    `
    adf.ly q.gs j.gs u.bb sh.st shorte.st ouo.io ouo.press bc.vc linkvertise.com link-to.net exe.io
    shrinkme.io clk.sh adfoc.us cpmlink.net za.gl gplinks.in droplink.co
  `,
  ),
  // apps that sign the videos made with them
  ...group(
    'never-sponsor',
    `
    videostarapp.com videofxlive.com powtoon.com cateater.com flipagram.com inshot.com
  `,
  ),
];

// The sets the engine reads, derived from the records.
const hostsWhere = (f: (r: HostRecord) => boolean) => new Set(HOST_RECORDS.filter(f).map((r) => r.host));

/** Shorteners, link managers and networks whose brand only following the link can tell (destination `expand`). */
export const GENERIC_SHORTENERS: Set<string> = hostsWhere((r) => r.destination.includes('expand'));

/** Hosts whose links are affiliate links by nature: stores' own link hosts and affiliate networks. */
export const AFFILIATE_SHORTENERS: Set<string> = hostsWhere((r) => r.affiliate);

/**
 * Affiliate networks' click hosts: never the network's own sponsorship, even where a directory lists the network as a
 * company (Lomadee): the merchant is in the link's query, named beside it, or behind it.
 */
export const AFFILIATE_NETWORKS: Set<string> = hostsWhere((r) => r.kind === 'affiliate-network');

/** Stores' own link hosts and the store each leads to. */
export const STORE_LINK_OWNERS: Record<string, { domain: string; name: string }> = Object.fromEntries(
  HOST_RECORDS.filter((r) => r.owner).map((r) => [r.host, r.owner!]),
);

/** Affiliate networks whose click hosts carry the advertiser's name as their first label. */
export const ADVERTISER_SUBDOMAIN_NETWORKS: Set<string> = hostsWhere((r) => r.destination.includes('advertiser'));

/**
 * Creator programs a publisher runs for its games: a creator code typed into one of the games' item shops ("Use code
 * X in the Fortnite item shop", "Support-A-Creator") pays the creator through the publisher's program, so the
 * publisher is the brand, not the game, and the publisher's store link on that line is the program's link.
 */
export interface CreatorProgram {
  name: string;
  owner: { domain: string; name: string };
  /** The games' own domains. */
  games: string[];
}
export const CREATOR_PROGRAMS: CreatorProgram[] = [
  {
    name: 'Support-A-Creator',
    owner: { domain: 'epicgames.com', name: 'Epic Games' },
    games: ['fortnite.com', 'rocketleague.com', 'fallguys.com'],
  },
];

/** Platforms: the creator's own pages, communities, music and creator tools (a referral program of their own aside). */
export const PLATFORM_HOSTS: Set<string> = hostsWhere((r) => r.kind === 'platform');

/** Hosts that never stand for a sponsoring brand on their own (platforms and never-sponsors). */
export const NOT_SPONSOR_DOMAINS: Set<string> = hostsWhere((r) => r.kind === 'platform' || r.kind === 'never-sponsor');

/**
 * Retailers named in words before a link they do not own ("Flipkart – goo.gl/…", "From Amazon (India):"): the name
 * says which store a generic short link leads to. Catalog brands of kind Marketplace count the same way.
 */
// Letters of a word in a script written with spaces: a store's name ends where they end, and a name glued to a
// script written without spaces is still a word ("楽天アフィリエイト", "Amazonのアソシエイト", "쿠팡에서").
const WORD_CHAR = String.raw`[[\p{L}\p{N}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}ー]]`;
export const RETAILERS: { name: RegExp; domain: string; label: string }[] = STORES.filter((s) => s.words).map((s) => ({
  name: new RegExp(`(?<!${WORD_CHAR})(?:${s.words!})(?!${WORD_CHAR})`, /[A-Z]/.test(s.words!) ? 'v' : 'iv'),
  domain: s.domain,
  label: s.name,
}));

/** The retailers' domains, for telling a shop's link from its maker's. */
export const RETAILER_DOMAINS: Set<string> = new Set(RETAILERS.map((r) => r.domain));

/** Stores' names by domain, for naming a store whose name cannot be read off its domain (`bhphotovideo.com`). */
export const STORE_NAMES: Record<string, string> = Object.fromEntries(STORES.map((s) => [s.domain, s.name]));

/** The link hosts of creators' affiliate storefronts ("SHOP MY INSTAGRAM: liketoknow.it/…"). */
/** The names (domain labels) of the stores whose `/shop/<name>` pages are creators' affiliate shops (StoreRecord.shopPages). */
export const SHOP_PAGE_STORES: Set<string> = new Set(
  STORES.filter((s) => s.shopPages).map((s) => s.domain.slice(0, s.domain.indexOf('.'))),
);

export const STOREFRONT_HOSTS: Set<string> = new Set(
  STORES.filter((s) => s.storefront).flatMap((s) => s.linkHosts ?? []),
);

/** Stores' product-page paths that look like referral paths, by the store's registrable domain. */
export const STORE_PRODUCT_PATHS: Record<string, RegExp> = Object.fromEntries(
  STORES.filter((s) => s.productPaths).map((s) => [s.domain, s.productPaths!]),
);

/** Affiliate programs whose key is an ordinary word elsewhere, by the program's registrable domain. */
export const PROGRAM_QUERY_KEYS: Record<string, string[]> = Object.fromEntries(
  STORES.filter((s) => s.programKeys).map((s) => [s.domain, s.programKeys!]),
);
