// What hosts say on their own, before any words: shorteners anyone can use, stores' own affiliate shorteners and
// who owns them, affiliate networks' click hosts, and hosts that never stand for a sponsor (platforms, profiles,
// credits, references, pay-per-click link shorteners). Facts about the web, not rules of the engine
// (docs/detection.md, section 1).

/** The hosts of a list written as words: one or more per line, separated by spaces. */
const hosts = (words: string) => words.trim().split(/\s+/);

/** Shorteners and redirectors anyone can use: the brand behind them is unknown until the link is expanded. */
export const GENERIC_SHORTENERS: Set<string> = new Set([
  ...hosts(`
    bit.ly bitly.com bit.do geni.us amzn.to amzn.eu a.co tinyurl.com ow.ly rebrand.ly t.co goo.gl buff.ly
    lnk.to smarturl.it is.gd v.gd cutt.ly shorturl.at t.ly tiny.cc rb.gy bl.ink lnkd.in po.st trib.al
    dlvr.it ift.tt hyperurl.co shor.by snip.ly s.id clck.ru short.gy tidd.ly fave.co bhpho.to go.magik.ly
    rstyle.me liketk.it howl.me howl.link shopmy.us shop-links.co prf.hn sjv.io pxf.io ojrq.net evyy.net
    7eer.net pntra.com anrdoezrs.net jdoqocy.com tkqlhce.com dpbolvw.net kqzyfj.com awin1.com shareasale.com
    linksynergy.com skimresources.com refs.cc urlgeni.us msha.ke link.me apple.co spoti.fi j.mp alturl.com
    tiny.one qps.ru short.io linktw.in clk.ink soo.gd zpr.io shrsl.com redirectingat.com shopstyle.it
    shopltk.com go.shopmy.us narrativ.com mavely.app.link fas.st admitad.com alitems.com epn.bz
    clickbank.net gopjn.com pjatr.com pjtra.com pntrac.com pntrs.com emjcd.com qksrv.net zenaps.com
    avantlink.com tradedoubler.com webgains.com tradetracker.net financeads.net refersion.com ekaro.in
    earnkaro.com bitli.in linkredirect.in cuelinks.com wishlink.com af.moshimo.com a8.net valuecommerce.com
    onelink.me app.link adjust.com
  `),
]);

/**
 * Hosts of stores' own affiliate programs (shorteners and click hosts that only their store uses): the store is
 * known without expanding the link (when the catalog lacks the host), and the link is an affiliate link by its
 * shape (every host here is in AFFILIATE_SHORTENERS).
 */
export const STORE_LINK_OWNERS: Record<string, { domain: string; name: string }> = {
  'amzn.to': { domain: 'amazon.com', name: 'Amazon' },
  'amzn.eu': { domain: 'amazon.com', name: 'Amazon' },
  'amzn.asia': { domain: 'amazon.com', name: 'Amazon' },
  'amzlink.to': { domain: 'amazon.com', name: 'Amazon' },
  'a.co': { domain: 'amazon.com', name: 'Amazon' },
  'bhpho.to': { domain: 'bhphotovideo.com', name: 'B&H Photo' },
  'fkrt.it': { domain: 'flipkart.com', name: 'Flipkart' },
  'fkrt.cc': { domain: 'flipkart.com', name: 'Flipkart' },
  'fkrt.to': { domain: 'flipkart.com', name: 'Flipkart' },
  'fktr.in': { domain: 'flipkart.com', name: 'Flipkart' },
  'ali.pub': { domain: 'aliexpress.com', name: 'AliExpress' },
  'alii.pub': { domain: 'aliexpress.com', name: 'AliExpress' },
  's.click.aliexpress.com': { domain: 'aliexpress.com', name: 'AliExpress' },
  'alitems.com': { domain: 'aliexpress.com', name: 'AliExpress' },
  'ebay.to': { domain: 'ebay.com', name: 'eBay' },
  'ebay.us': { domain: 'ebay.com', name: 'eBay' },
  'rover.ebay.com': { domain: 'ebay.com', name: 'eBay' },
  'a.r10.to': { domain: 'rakuten.co.jp', name: 'Rakuten' },
  'hb.afl.rakuten.co.jp': { domain: 'rakuten.co.jp', name: 'Rakuten' },
  'link.coupang.com': { domain: 'coupang.com', name: 'Coupang' },
  'coupa.ng': { domain: 'coupang.com', name: 'Coupang' },
  'shope.ee': { domain: 'shopee.com', name: 'Shopee' },
  'shp.ee': { domain: 'shopee.com', name: 'Shopee' },
  'meli.la': { domain: 'mercadolivre.com.br', name: 'Mercado Livre' },
  'myntr.it': { domain: 'myntra.com', name: 'Myntra' },
  'ajiio.in': { domain: 'ajio.com', name: 'AJIO' },
  'e.lga.to': { domain: 'elgato.com', name: 'Elgato' },
  'adorama.rfvk.net': { domain: 'adorama.com', name: 'Adorama' },
  'bestbuy.7tiv.net': { domain: 'bestbuy.com', name: 'Best Buy' },
  'goto.walmart.com': { domain: 'walmart.com', name: 'Walmart' },
  'goto.target.com': { domain: 'target.com', name: 'Target' },
  'micro.center': { domain: 'microcenter.com', name: 'Micro Center' },
  'magazinevoce.com.br': { domain: 'magazineluiza.com.br', name: 'Magazine Luiza' },
  // creators' affiliate storefronts, reported as the storefront platform when the store behind a link is unknown
  'liketk.it': { domain: 'shopltk.com', name: 'LTK' },
  'rstyle.me': { domain: 'shopltk.com', name: 'LTK' },
  'shopltk.com': { domain: 'shopltk.com', name: 'LTK' },
  'shopmy.us': { domain: 'shopmy.us', name: 'ShopMy' },
  'shopstyle.it': { domain: 'shopstyle.com', name: 'ShopStyle' },
};

/**
 * Shorteners and redirectors whose links are affiliate links by nature (a store's associate program or an
 * affiliate network): reported as Affiliate when the brand behind them is known (the catalog owns the
 * shortener, or `STORE_LINK_OWNERS` names the store).
 */
export const AFFILIATE_SHORTENERS: Set<string> = new Set([
  ...hosts(`
    amzn.to amzn.eu a.co geni.us urlgeni.us bhpho.to rstyle.me liketk.it howl.me howl.link shopmy.us
    shop-links.co prf.hn sjv.io pxf.io ojrq.net evyy.net 7eer.net pntra.com anrdoezrs.net jdoqocy.com
    tkqlhce.com dpbolvw.net kqzyfj.com awin1.com shareasale.com linksynergy.com skimresources.com fave.co
    tidd.ly shrsl.com redirectingat.com shopstyle.it shopltk.com go.shopmy.us narrativ.com mavely.app.link
    fas.st admitad.com alitems.com epn.bz clickbank.net gopjn.com pjatr.com pjtra.com pntrac.com pntrs.com
    emjcd.com qksrv.net zenaps.com avantlink.com tradedoubler.com webgains.com tradetracker.net
    financeads.net refersion.com ekaro.in earnkaro.com bitli.in linkredirect.in cuelinks.com wishlink.com
    af.moshimo.com a8.net valuecommerce.com
  `),
  // stores' own affiliate shorteners and click hosts
  ...Object.keys(STORE_LINK_OWNERS),
]);

/**
 * Affiliate networks whose click hosts carry the advertiser's name as their first label
 * (`sigma-beauty.7eer.net`, `brand.pxf.io`, `brand.refersion.com`): the advertiser is read from it.
 */
export const ADVERTISER_SUBDOMAIN_NETWORKS: Set<string> = new Set([
  ...hosts(`
    7eer.net evyy.net ojrq.net pxf.io sjv.io 7tiv.net rfvk.net refersion.com mavely.app.link
  `),
]);

/**
 * Domains (or hosts) that never stand for a sponsoring brand on their own: platforms and social profiles,
 * links to other videos and channels, creator support and membership, link-in-bio pages, creator merch
 * platforms, music/podcast platforms used in credits, app stores and crowdfunding pages (the sponsor is the
 * app or project, not the store), and reference sources. A catalog brand that owns one of them still
 * matches through the catalog. Music licensing services that sponsor creators (Epidemic Sound, Artlist,
 * Musicbed) are deliberately NOT here: their links are judged by the words around them.
 */
export const NOT_SPONSOR_DOMAINS: Set<string> = new Set([
  // video platforms, other videos and channels
  ...hosts(`
    youtube.com youtu.be youtube-nocookie.com vimeo.com dailymotion.com rumble.com odysee.com twitch.tv
    kick.com floatplane.com
  `),
  // social profiles
  ...hosts(`
    instagram.com instagr.am x.com twitter.com threads.net threads.com tiktok.com facebook.com fb.com fb.me
    fb.watch snapchat.com pinterest.com pin.it reddit.com redd.it linkedin.com tumblr.com bsky.app
    mastodon.social vk.com weibo.com
  `),
  // community, membership and support
  ...hosts(`
    discord.gg discord.com discordapp.com patreon.com ko-fi.com buymeacoffee.com paypal.me streamlabs.com
    streamelements.com throne.com gofundme.com kickstarter.com indiegogo.com subscribestar.com memberful.com
    t.me telegram.me telegram.org whatsapp.com wa.me substack.com medium.com onlyfans.com fanhouse.app
  `),
  // creator platforms: courses, digital products, newsletters and tip jars sold by the creator (the platform is
  // not the sponsor; a shop on a subdomain of one is the creator's own)
  ...hosts(`
    gumroad.com gum.co teachable.com kajabi.com mykajabi.com podia.com thinkific.com payhip.com sellfy.com
    skool.com circle.so learnworlds.com systeme.io ck.page convertkit.com kit.com beehiiv.com
    buttondown.email ghost.io lemonsqueezy.com uscreen.tv gumroad.co
  `),
  // link-in-bio pages and creator storefront builders
  ...hosts(`
    linktr.ee beacons.ai linkin.bio lnk.bio campsite.bio bio.link carrd.co bio.site solo.to stan.store
    koji.to kit.co allmylinks.com hoo.be snipfeed.co withkoji.com
  `),
  // merch platforms
  ...hosts(`
    teespring.com spri.ng creator-spring.com spreadshop.com spreadshirt.com fourthwall.com represent.com
    bonfire.com teepublic.com redbubble.com merchbar.com crowdmade.com shopmerch.me streamlabs.shop
  `),
  // music and podcasts (credits)
  ...hosts(`
    spotify.com spoti.fi soundcloud.com bandcamp.com audiomack.com deezer.com music.apple.com
    podcasts.apple.com itunes.apple.com music.amazon.com anchor.fm podbean.com pocketcasts.com distrokid.com
    ffm.to hypeddit.com toneden.io freemusicarchive.org incompetech.com ncs.io nocopyrightsounds.co.uk
    chll.to lofigirl.com musicforvideos.com
  `),
  // app stores and storefronts of software distributors
  ...hosts(`
    apps.apple.com play.google.com store.steampowered.com steampowered.com steamcommunity.com microsoft.com
    apps.microsoft.com itch.io epicgames.com
  `),
  // sources and references
  ...hosts(`
    wikipedia.org wikimedia.org wikidata.org archive.org doi.org arxiv.org nih.gov ncbi.nlm.nih.gov
    pubmed.ncbi.nlm.nih.gov scholar.google.com researchgate.net jstor.org github.com github.io gitlab.com
    imgur.com imdb.com goodreads.com britannica.com investor.gov who.int europa.eu un.org oecd.org
    worldbank.org imf.org w3.org ietf.org rfc-editor.org stackoverflow.com stackexchange.com readthedocs.io
    readthedocs.org developer.mozilla.org mozilla.org python.org nodejs.org kernel.org
  `),
  // news outlets cited as sources
  ...hosts(`
    nytimes.com washingtonpost.com wsj.com reuters.com apnews.com bbc.com bbc.co.uk cnn.com theguardian.com
    npr.org bloomberg.com ft.com cnbc.com theverge.com arstechnica.com techcrunch.com wired.com engadget.com
    axios.com politico.com nbcnews.com cbsnews.com abcnews.go.com latimes.com usatoday.com forbes.com
    businessinsider.com theatlantic.com
  `),
  // generic web tools
  ...hosts(`
    google.com forms.gle docs.google.com drive.google.com maps.google.com maps.app.goo.gl dropbox.com
    calendly.com typeform.com eventbrite.com mailchimp.com list-manage.com gmail.com
  `),
  // social and blogging platforms of every age (a profile or a blog there is the creator's)
  ...hosts(`
    vine.co bloglovin.com typepad.com blogspot.com blogger.com wordpress.com tumblr.co ask.fm keek.com
    periscope.tv pscp.tv younow.com musical.ly vsco.co weebly.com livejournal.com stumbleupon.com
    deviantart.com last.fm about.me flickr.com myspace.com formspring.me ello.co wattpad.com quora.com
    tellonym.me curiouscat.me lemon8-app.com clubhouse.com mewe.com minds.com gab.com truthsocial.com
    triller.co likee.video kwai.com bilibili.com nicovideo.jp ok.ru line.me kakao.com blog.naver.com
    ameblo.jp note.com hatenablog.com plus.google.com on.fb.me fbl.me pinterest.co.uk
  `),
  // influencer marketplaces and creator networks: how a creator finds sponsors or gets paid for views, not a sponsor
  ...hosts(`
    famebit.com tomoson.com grapevinelogic.com izea.com aspireiq.com creator.co upfluence.com freedom.tm
    fullscreen.net stylehaul.com unionforgamers.com scalelab.com maker.tv bbtv.com machinima.com polaris.net
    collab.com jukinmedia.com viralhog.com newsflare.com storyful.com
  `),
  // pay-per-click link shorteners (the creator earns per click from the shortener's own ads)
  ...hosts(`
    adf.ly q.gs j.gs u.bb sh.st shorte.st ouo.io ouo.press bc.vc linkvertise.com link-to.net exe.io
    shrinkme.io clk.sh adfoc.us cpmlink.net za.gl gplinks.in droplink.co
  `),
  // apps that sign the videos made with them
  ...hosts(`
    videostarapp.com videofxlive.com powtoon.com cateater.com flipagram.com inshot.com
  `),
]);

/**
 * Retailers named in words before a link they do not own ("Flipkart – goo.gl/…", "From Amazon (India):"): the name
 * says which store a generic short link leads to. Catalog brands of kind Marketplace count the same way. Names that
 * are also common words (Target, Boots, Otto) count only capitalized.
 */
export const RETAILERS: { name: RegExp; domain: string; label: string }[] = [
  ['amazon', 'amazon.com', 'Amazon'],
  ['flipkart', 'flipkart.com', 'Flipkart'],
  ['snapdeal', 'snapdeal.com', 'Snapdeal'],
  ['ebay', 'ebay.com', 'eBay'],
  ['ali ?express', 'aliexpress.com', 'AliExpress'],
  ['walmart', 'walmart.com', 'Walmart'],
  ['Target|TARGET', 'target.com', 'Target'],
  ['best ?buy', 'bestbuy.com', 'Best Buy'],
  ['newegg', 'newegg.com', 'Newegg'],
  ['b ?& ?h(?: photo)?', 'bhphotovideo.com', 'B&H Photo'],
  ['adorama', 'adorama.com', 'Adorama'],
  ['gear ?best', 'gearbest.com', 'GearBest'],
  ['banggood', 'banggood.com', 'Banggood'],
  ['sephora', 'sephora.com', 'Sephora'],
  ['ulta', 'ulta.com', 'Ulta'],
  ['myntra', 'myntra.com', 'Myntra'],
  ['nykaa', 'nykaa.com', 'Nykaa'],
  ['ajio', 'ajio.com', 'AJIO'],
  ['tata ?cliq', 'tatacliq.com', 'Tata CLiQ'],
  ['croma', 'croma.com', 'Croma'],
  ['shopee', 'shopee.com', 'Shopee'],
  ['lazada', 'lazada.com', 'Lazada'],
  ['tokopedia', 'tokopedia.com', 'Tokopedia'],
  ['mercado ?livre', 'mercadolivre.com.br', 'Mercado Livre'],
  ['mercado ?libre', 'mercadolibre.com', 'Mercado Libre'],
  ['rakuten', 'rakuten.co.jp', 'Rakuten'],
  ['coupang|쿠팡', 'coupang.com', 'Coupang'],
  ['楽天', 'rakuten.co.jp', 'Rakuten'],
  ['zalando', 'zalando.com', 'Zalando'],
  ['Otto|OTTO', 'otto.de', 'OTTO'],
  ['bol\\.com', 'bol.com', 'bol.com'],
  ['argos', 'argos.co.uk', 'Argos'],
  ['currys', 'currys.co.uk', 'Currys'],
  ['Boots|BOOTS', 'boots.com', 'Boots'],
  ['superdrug', 'superdrug.com', 'Superdrug'],
  ['asos', 'asos.com', 'ASOS'],
  ['nordstrom', 'nordstrom.com', 'Nordstrom'],
  ["macy'?s", 'macys.com', "Macy's"],
  ['costco', 'costco.com', 'Costco'],
  ['home ?depot', 'homedepot.com', 'The Home Depot'],
  ['wayfair', 'wayfair.com', 'Wayfair'],
  ['ikea', 'ikea.com', 'IKEA'],
  ['etsy', 'etsy.com', 'Etsy'],
  ['itunes', 'apple.com', 'Apple'],
  ['google play', 'google.com', 'Google'],
  ['book ?depository', 'bookdepository.com', 'Book Depository'],
  ['ozon', 'ozon.ru', 'Ozon'],
  ['wildberries', 'wildberries.ru', 'Wildberries'],
  ['allegro', 'allegro.pl', 'Allegro'],
  ['trendyol', 'trendyol.com', 'Trendyol'],
  ['hepsiburada', 'hepsiburada.com', 'Hepsiburada'],
  ['fnac', 'fnac.com', 'Fnac'],
  ['mediamarkt', 'mediamarkt.de', 'MediaMarkt'],
].map(([name, domain, label]) => ({
  name: new RegExp(`(?<![\\p{L}\\p{N}])(?:${name})(?![\\p{L}\\p{N}])`, /[A-Z]/.test(name) ? 'u' : 'iu'),
  domain,
  label,
}));

/** The retailers' domains, for telling a shop's link from its maker's. */
export const RETAILER_DOMAINS: Set<string> = new Set(RETAILERS.map((r) => r.domain));
