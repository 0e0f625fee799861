// Japanese: the language's gift words (a product given, sent or lent to the creator), as data, and its hand-written
// sponsor, gift, affiliate, promo-code and discount patterns. Japanese is written without spaces between words: its
// words are matched as written.
import { regex } from '../regex.js';
import type { LanguageLexicon } from './words.js';

// A broadcast's sponsors of its air time, told in the uploaded clip ("放送時の番組スポンサー…は、テレビ放送のCM枠の広告主さん
// です", a credit line "番組スポンサー（放送当時）：…", "オンエア時の提供：…"): not the clip's, whichever sponsor word the
// sentence uses. A programme's sponsors (番組スポンサー, 提供) with the time of the broadcast, not the words alone: "【PR】テレビ
// 放送中のCMで話題の…" is a paid video about a product advertised on TV, and a web show's "本番組の提供" is its own.
const ON_AIR = String.raw`(?:放送時|放送当時|放送された当時|オンエア時|オンエア当時|本放送時|地上波放送時|テレビ放送時|放送回)`;
const BROADCAST_SPONSORS = new RegExp(
  String.raw`テレビ放送のCM枠|${ON_AIR}の(?:番組)?(?:スポンサー|提供|協賛)|(?:番組スポンサー|番組提供)\s*[（(［\[【]?\s*${ON_AIR}`,
  'u',
);

/**
 * Katakana words that name no brand, read whole: a link labelled with one ("▼ダウンロードはこちら", "▼オンラインショップ")
 * is not named by a sentence that says it (engine/narrowing.ts `newLinksOfLabel`).
 */
export const KATAKANA_NOT_NAME = new RegExp(
  '^(?:' +
    [
      'ダウンロード',
      'サイト',
      'ウェブサイト',
      'ホームページ',
      'チャンネル',
      'ショップ',
      'オンラインショップ',
      'ストア',
      'オンラインストア',
      'リンク',
      'ブログ',
      'レシピ',
      'ページ',
      'プロフィール',
      'ツイッター',
      'インスタグラム',
      'インスタ',
      'アプリ',
      'ゲーム',
      'シリーズ',
      'キャンペーン',
      'コラボ',
      'プレゼント',
      'サービス',
      'カタログ',
      'メンバー',
      'メンバーシップ',
      'オフィシャル',
      'ニュース',
      'グッズ',
      'アイテム',
      'コスメ',
      'メイク',
      'スイーツ',
      'レビュー',
      'プレイリスト',
    ].join('|') +
    ')$',
  'u',
);

export const JAPANESE: LanguageLexicon = {
  code: 'ja',
  name: 'Japanese',
  gift: {
    verbs: {
      送っていただ: 'Lumora様に送っていただきました',
      送って頂: 'Lumoraさんに送って頂きました',
      お送りいただ: 'Lumora様よりお送りいただきました',
      お送り頂: 'Lumora様からお送り頂いた商品です',
      送ってくださ: 'Lumoraさんが送ってくださいました',
      // The honorific お送り with くださる, and the formal 送付: "Lumoraさんが無償でお送りくださったもの", "ご送付いただきました".
      お送りくださ: 'Lumoraさんが「感想を聞かせてほしい」と無償でお送りくださったものです',
      お送り下さ: 'Lumora様がお送り下さった新作です',
      ご送付いただ: 'Lumora様に新作をご送付いただきました',
      送付していただ: 'Lumora様に新作を送付していただきました',
      ご恵贈: 'Lumora様よりご恵贈いただきました',
      恵贈: 'Lumora社より恵贈を受けました',
      ご献本: 'Lumora出版様よりご献本いただきました',
      献本: '本書はLumora出版からの献本です',
      プレゼントしていただ: 'Lumora様にプレゼントしていただきました',
      プレゼントして頂: 'Lumoraさんにプレゼントして頂きました',
      いただいた商品: 'Lumora様からいただいた商品です',
      頂いた商品: 'Lumora様から頂いた商品です',
      いただいた製品: 'Lumora様からいただいた製品です',
      頂いた製品: 'Lumora様から頂いた製品です',
      無償提供: 'Lumora様より無償提供を受けています',
      無償でいただ: 'Lumora様から無償でいただきました',
      サンプルをいただ: 'Lumora様からサンプルをいただきました',
      お貸しいただ: 'Lumora様にカメラをお貸しいただきました',
      貸していただ: 'Lumora様に貸していただきました',
      頂戴しました: 'Lumora様より頂戴しました',
      お試しさせていただ: 'Lumora様にお試しさせていただきました',
      お試しさせて頂: 'Lumora様にお試しさせて頂きました',
      モニターとして: 'Lumoraのモニターとして使っています',
      サンプルを頂: 'Lumora様からサンプルを頂きました',
      いただいたもの: 'Lumora様からいただいたものです',
      頂いたもの: 'Lumora様から頂いたものです',
      様にいただ: 'Lumora様にいただきました',
      さんにいただ: 'Lumoraさんにいただきました',
      様に頂: 'Lumora様に頂きました',
      さんに頂: 'Lumoraさんに頂きました',
      さまにいただ: 'Lumoraさまにいただきました',
      // By the maker's kindness (ご厚意, often written ご好意): "Lumoraさんのご厚意で先行して受け取っています".
      のご厚意で: 'Lumoraさんのご厚意で発売前に受け取っています',
      のご厚意により: 'Lumora様のご厚意によりお借りしています',
      のご好意で: 'Lumoraさんのご好意で一式お試ししました',
      のご好意により: 'Lumora様のご好意によりご用意いただきました',
      // At the host's invitation, its costs borne by the host: "Lumoraさんのご招待で、メディア向けの乗車会に参加させて
      // いただいています", "料金はLumoraさんのご負担で".
      のご招待で: 'Lumoraさんのご招待で、メディア向けの乗車会に参加させていただきました',
      さんのご負担で: '乗車券の料金はLumoraさんのご負担で、出演料はいただいていません',
      様のご負担で: '宿泊費はLumora様のご負担です',
      // Borrowed from the maker (the formal 借り受ける, as お借りする): "Lumoraさんのノートを借り受けています".
      借り受け: 'Lumoraさんのノートパソコンを借り受けています',
      // Delivered by the maker (届ける): "Lumoraさんが新作一式を届けてくださいました", "発売前にお届けいただいたもの".
      届けてくださ: 'Lumoraさんが発売前に新作一式を届けてくださいました',
      届けていただ: 'Lumoraさんに新色を届けていただきました',
      届けて頂: 'Lumora様に新作を届けて頂きました',
      お届けいただ: 'Lumora様から発売前にお届けいただいたサンプルです',
      お届け頂: 'Lumora様からお届け頂いた新作です',
      // The unit a reviewer was given or lent ("個体": this very unit): "Lumoraさんからレビュー用にいただいた個体です".
      いただいた個体: 'このカメラはLumoraさんからレビュー用にいただいた個体です',
      頂いた個体: 'Lumora様からレビュー用に頂いた個体です',
      お借りした個体: 'Lumoraさんからお借りした個体で撮影しています',
      // The maker's trial unit: "Lumoraさんの試用機です" (a shop's demo unit is no one's "さんの").
      さんの試用機: '今回のイヤホンはLumoraさんの試用機です',
      様の試用機: 'このカメラはLumora様の試用機です',
      社の試用機: 'Lumora社の試用機をお借りしています',
      からの試用機: 'Lumoraさんからの試用機で撮りました',
      // Given as a present (贈る) or handed over (譲る): "Lumoraさんが新しい椅子を贈ってくださいました", "ブランドさまから無償で
      // お譲りいただいた品".
      贈ってくださ: 'Lumoraさんが新しい椅子を贈ってくださいました',
      贈っていただ: 'Lumora様に新作を贈っていただきました',
      贈って頂: 'Lumora様に新作を贈って頂きました',
      お譲りいただ: 'Lumora様から無償でお譲りいただいた品です',
      お譲り頂: 'Lumora様からお譲り頂いたサンプルです',
      譲っていただ: 'Lumoraさんに試作品を譲っていただきました',
      // Presented (進呈, a formal word of giving): "Lumoraさんからの進呈品です", "進呈していただきました".
      進呈品: '充電器はLumoraさんからの進呈品を使っています',
      進呈していただ: 'Lumora様に新作を進呈していただきました',
      ご進呈いただ: 'Lumora様にご進呈いただいたイヤホンです',
    },
    nouns: {
      提供品: 'こちらはLumora様からの提供品です',
      貸出機: 'カメラはLumoraの貸出機です',
      貸出品: 'レンズはLumoraの貸出品です',
      いただきもの: 'Lumora様からのいただきものです',
      頂き物: 'Lumora様からの頂き物です',
      // A present from the maker (贈り物, 贈呈): "このチェアはLumoraさんからの贈り物です", "Lumora様からの贈呈品".
      からの贈り物: 'このチェアはLumoraさんからの贈り物で、費用は一切かかっていません',
      からの贈呈: 'このペンはLumora様からの贈呈品です',
      // A press car or a press unit the maker lends ("広報車", "プレスカー"), a unit for evaluation ("評価機").
      広報車: 'ルモラさんが用意してくれた広報車です',
      広報機: 'こちらはルモラさんの広報機です',
      プレスカー: 'ルモラのプレスカーで走ってきました',
      評価機: 'カメラはルモラさんの評価機です',
    },
    labels: {
      提供品: 'カメラ（提供品）– lumora.jp',
      貸出: 'レンズ（貸出）– lumora.jp',
      いただきもの: 'ニット（いただきもの）– lumora.jp',
    },
    acts: {
      お借りし: 'ルモラさんからお借りしたカメラです',
      借りて: 'ルモラ様から借りている評価機です',
      貸して: 'ルモラさんから貸してもらったレンズです',
      貸し出し: 'ルモラさんから貸し出しを受けた機材です',
      試用: 'ルモラさんから試用品を頂きました',
      送って: 'ルモラさんから新作を送ってもらいました',
      // Entrusted with the maker's equipment for a while: "Lumoraさんから2週間ほど機材を預かって撮影しました".
      預かっ: 'ルモラさんから2週間ほど機材を預かって撮影しました',
      預かり: 'ルモラ様から機材を一時お預かりしています',
      // A rental from the maker, returned: "Lumoraさんから1ヶ月のレンタル品として届き、撮影後に返送しました".
      レンタル: 'ルモラさんから1ヶ月のレンタル品として届きました',
      // Passed to the creator (回す, of codes and samples): "ルモラさんがダウンロードコードをタダで回してくださいました".
      回して: 'ルモラさんが先行プレイ用のコードをタダで回してくださいました',
      // Arrived from the maker (届く): "ルモラさんから新作のお菓子が届きました", "ルモラさんから無償で届いた製品版です".
      届きました: 'ルモラさんから新作のお菓子が1箱届きました',
      届いた: 'ルモラさんから無償で届いた製品版です',
      // Provided, in the passive (提供される): "ルモラさんからレビュー用に無償で提供されたものです".
      提供され: '2台ともルモラさんからレビュー用に無償で提供されたものです',
      // A loan in its noun (貸出, written without し): "ルモラさんから2週間の貸出を受けた端末です".
      貸出: 'ルモラさんから2週間の貸出を受けた端末です',
      // Received (受け取ったもの), given after its words (といただいた) or sent (送られてくる) by the maker, its words quoted between: "ルモラさんから
      // レビュー用に無償で受け取ったものです", "ルモラさんから「配信で使ってみてください」といただいたマイクです",
      // "ルモラさんから「使ってみてください」と送られてきた一本です".
      受け取ったもの: 'この製品はルモラさんからレビュー用に無償で受け取ったものです',
      といただいた: 'ルモラさんから「配信で使ってみてください」といただいたマイクです',
      送られて: 'ルモラさんから「お店で使ってみてください」と送られてきた一本です',
    },
    cues: {
      さんから: 'ルモラさんから新作を送ってもらいました',
      さまから: 'ルモラさまからお借りした機材です',
      様から: 'ルモラ様からお借りしたサンプルです',
      さんより: 'ルモラさんより試用の機会をいただきました',
      様より: 'ルモラ様より貸し出しを受けた製品です',
      さまより: 'ルモラさまより貸して頂いたレンズです',
      社から: 'ルモラ社から貸し出しを受けた機材です',
      無償で: 'ルモラから無償で貸して頂いたものです',
      無料で: 'ルモラから無料で送っていただきました',
      // For review: the trial the maker gave it for ("レビュー用に提供された").
      レビュー用: 'ルモラのイヤホンはレビュー用に提供されたものです',
      // Free of charge, in the everyday word: "タダで回してくださいました".
      タダで: 'ルモラさんがサンプルをタダで回してくださいました',
      // Sent back after the shoot: a loan.
      返送: 'ルモラのイヤホンをお借りして、撮影後に返送しました',
      送り返: 'ルモラのカメラを貸して頂き、撮影が済んだら送り返します',
      返却: 'ルモラの広報用カメラを1週間借りて、撮影後に返却しました',
      お返し: 'ルモラのカメラを半年借りて、そのあとお返しします',
      // Before its release: only the maker has it to give ("発売前のおもちゃを送ってくれたよ", kana in a children's channel).
      発売前: 'ルモラさんが発売前のおもちゃを送ってくれました',
      はつばいまえ: 'ルモラさんが、はつばいまえのおもちゃを送ってくれたよ',
      // No money for it: "（お金はもらっていません）" beside what was sent.
      お金はもら: 'ルモラさんが新作を送ってくれました（お金はもらっていません）',
      おかねはもら: 'ルモラさんがおもちゃを送ってくれたよ（おかねはもらっていません）',
    },
    credits: ['映像', '写真', '画像', '音楽', '素材', 'データ', '資料', '楽曲', '音源'],
    notGifts: [
      'プレゼント企画',
      'プレゼントキャンペーン',
      '抽選',
      '誕生日',
      'クリスマスプレゼント',
      '視聴者',
      'リスナー',
      'ファンの方',
      'フォロワー',
      '母から',
      '父から',
      '友達',
      '皆さんから',
      'みなさんから',
      'お便り',
      'コメント',
      '質問',
      'メッセージ',
      '皆様のご厚意',
      'みなさまのご厚意',
      '皆さんのご厚意',
      // A place lent for the shoot ("撮影場所としてお借りした店舗"): a location, no product.
      '撮影場所',
      'ロケ地',
      'ロケ場所',
      // The creator's own rental ("Rentioでレンタルしました"), and a person's own car or belongings lent ("先輩・佐伯さんの
      // 愛車をお借りしました").
      'でレンタル',
      'の愛車',
      'の私物',
      'レンタルサービス',
    ],
  },
  negation: {
    // after the words: "ではありません", "広告なし"; "…ではなく", "借りたものでもいただいたものでもなく" (neither … nor),
    // "いただいたわけではありません" (it is not that …).
    after: [
      String.raw`\s*(?:じゃない|じゃありません|ではない|ではありません|ではなく|でもなく|でもない|でもありません|なし|無し)`,
      String.raw`\s*(?:わけ|訳)(?:では|じゃ)(?:ない|なく|ありません|ございません)`,
    ],
  },
  patterns: [
    // Paid: 案件, 協賛 (not an event's or a work's: "大会協賛：…", "大会の協賛は…", a film's "特別協賛：…"), 広告, "の提供で"; a job labelled as one ("広告案件", "PR案件", "【案件】" opening a title), named by its client ("ソニーさんからの案件です"), or as paid
    // ("有償案件", "有料のプロモーション"). "有償のお仕事" is left to the paid flag: beside a title that shares a word with its
    // sentence ("英会話") it typed an integration Dedicated.
    {
      re: regex('giu')`
        #広告|【広告】|\[広告\]|企業案件|案件動画|(?:広告|PR|プロモーション|タイアップ)\s*案件|【案件】|\[案件\]|［案件］
        |(?:有料|有償)の?(?:案件|プロモーション|PR|タイアップ)|(?<!(?:大会|イベント|特別|映画|番組|公演|ツアー|フェス|展示会)の?)協賛
        |の提供で|の提供です|様の提供|さまの提供|提供でお送り
        |(?:さん|様|さま|社)(?:から|より)の(?:ご依頼の|お仕事の)?案件|(?:さん|様|さま)の案件(?:です|でした|になります|動画)
        |(?:さん|様|さま)(?:から|より)の?ご?依頼(?:を(?:いただ|頂|受け)|で|により)
        |(?:さん|様|さま|社)とタイアップ|タイアップさせて(?:もら|いただ|頂)|広告ネタ
      `,
      hints: ['広告', '案件', '協賛', 'の提供で', '有料', '有償', '依頼', '提供でお送り', 'タイアップ'],
      kind: 'paid',
      foreign: true,
      notInSentence: BROADCAST_SPONSORS,
      examples: [
        '#広告 本動画はソニーの提供でお送りします',
        'この動画は企業案件です',
        '本動画はソニー様の提供です',
        '※この配信はソニー様の広告案件です',
        '【案件】新しいゲームを遊んでみた',
        '後半のパートは有償のプロモーションです',
        // A job from a maker, named by its client: "ソニーさんからの案件です", "ソニー様の案件でした".
        'この動画はソニーさんからの案件です',
        '今回はソニー様の案件でした',
        // The maker's name right before 提供 (no の): "ソニー提供でお送りします".
        'この動画はソニー提供でお送りします',
        'ソニーさんから依頼をいただいて紹介しています',
        // A tie-up with the maker, and a comedy act written as its ad: "ソニーさんとタイアップさせてもらってます",
        // "ソニーさんのキャンペーン用に作らせてもらった広告ネタです".
        '今日はソニー醤油さんとタイアップさせてもらってます',
        'このネタは、ソニーさんのキャンペーン用に作らせてもらった広告ネタです',
      ],
    },
    // Paid: the maker's ad the video holds ("この動画にはソニーさんの広告が含まれています"); the platform's own ads are none
    // ("YouTubeの広告が含まれる場合があります", ミッドロール).
    {
      re: /広告(?:が|を)含(?:ま|み|む|め)/giu,
      hints: ['広告が含', '広告を含'],
      kind: 'paid',
      foreign: true,
      notInSentence: /YouTube|ユーチューブ|ミッドロール|自動(?:で|的)|場合があります/iu,
      examples: ['この動画にはソニーさんの広告が含まれています'],
    },
    // Paid: money received from the maker for the video ("Lumoraさんから広告費をいただいて制作しています", "Lumoraさんにお金を
    // 出していただいて作った回です", "制作費をご負担いただきました", "スポンサー料をいただいて"), or the video as a job given by the
    // maker ("Lumoraさんからお仕事をいただいて"; not a wish: "お仕事をいただきたい"); denied ("お金はもらっていません", "いただいておりません"), or from the
    // audience (スパチャ, メンバーシップ), it is none.
    {
      re: regex('giu')`
        (?:広告費|広告料|宣伝費|協賛金|スポンサー料|制作費用?|出演料|原稿料|掲載料|依頼料|報酬|謝礼金?|対価|ギャラ|お金|お仕事)(?:を|も)
        (?:出して|ご?負担(?:して)?)?(?:いただ(?:き|いて|いた)|頂(?:き|いて|いた)|もら(?:い|って|った)|頂戴(?:し|いたし))(?!たい|(?:い|お)?(?:な|ませ|りませ))
      `,
      hints: [
        '広告費を',
        '広告料を',
        '宣伝費を',
        '協賛金を',
        '制作費を',
        '制作費用を',
        '出演料を',
        '原稿料を',
        '掲載料を',
        '依頼料を',
        '報酬を',
        '謝礼を',
        '謝礼金を',
        '対価を',
        'ギャラを',
        'お金を',
        'スポンサー料を',
        'お仕事を',
        'ギャラも',
        'お金も',
        '報酬も',
        '出演料も',
        '広告費も',
      ],
      kind: 'paid',
      foreign: true,
      notInSentence:
        /視聴者|スパチャ|スーパーチャット|投げ銭|メンバーシップ|メンバーの皆|支援者|クラウドファンディング|皆様|みなさん|皆さん/u,
      examples: [
        'この動画はソニーさんから広告費をいただいて制作しています',
        '今回はソニーさんにお金を出していただいて作った回です',
        'ソニー様に制作費をご負担いただきました',
        '今回はソニーさんに謝礼をいただいて、新しいカメラを1ヶ月使ってみました',
        '今回はソニーさんからスポンサー料をいただいて、新しいレシピを考えました',
        'ソニー様からお仕事をいただいて、新作ゲームを遊ばせてもらいました',
        'ソニーさんのキャンペーンのネタです。ギャラもいただいてます',
        '今回はソニーさんのPR回です。広告料を頂戴しています',
      ],
    },
    // Paid: the video's cost came from the maker ("今回の動画の制作費はLumoraさんから出ています"), or the maker is the
    // advertiser of the corner or the video ("Lumoraさんが広告主となっている広告コーナーです"). Not a broadcast's sponsors of its
    // air time (BROADCAST_SPONSORS), which the uploaded clip does not carry.
    {
      // The maker bore the cost ("今回の企画費はLumoraさんに持っていただきました", "制作費はLumora様にご負担いただいています").
      re: regex('giu')`
        (?:制作費|広告費|費用|撮影費|企画費)は[^。！？\n]{0,24}?から出て(?:い|お)|広告主(?:と|に)な(?:っ|る)|が広告主(?:です|で|を)
        |(?:制作費|広告費|費用|撮影費|企画費|製作費)(?:は|も)[^。！？\n]{0,24}?(?:さん|様|さま|社)に(?:持って|出して|ご?負担(?:して)?)
        (?:いただ|頂|くださ|もら)(?!(?:い|お)?(?:な|ませ|りませ))
      `,
      hints: [
        '制作費は',
        '広告費は',
        '費用は',
        '撮影費は',
        '企画費は',
        '制作費も',
        '広告費も',
        '費用も',
        '撮影費も',
        '企画費も',
        '製作費は',
        '製作費も',
        '広告主',
      ],
      kind: 'paid',
      foreign: true,
      notInSentence: BROADCAST_SPONSORS,
      examples: [
        '今回の動画の制作費はLumoraさんから出ています',
        'このコーナーは、Lumoraさんが広告主となっている広告コーナーです',
        '今回の企画費はLumoraさんに持っていただきました',
      ],
    },
    // Affiliate: 紹介リンク, an invitation code or link ("下の招待リンクから登録すると、僕とあなたの両方にポイントが入ります").
    {
      re: /(?:紹介|招待)(?:リンク|URL|ＵＲＬ|コード)/giu,
      hints: ['紹介リンク', '招待リンク', '紹介url', '招待url', '紹介ｕｒｌ', '招待ｕｒｌ', '招待コード', '紹介コード'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        '楽天の紹介リンクです',
        '招待コードを入力すると500ポイントもらえます',
        '下の招待リンクから登録すると、僕とあなたの両方にポイントが入ります',
      ],
    },
    // Affiliate: a share of the sale paid back to the creator ("売上の一部がLumoraさんから私に還元されます"), and a store's
    // creator program ("クリエイターサポート", "クリエイターコード": the item shop pays the creator per sale).
    {
      re: regex('giu')`
        (?:売上|売り上げ|購入金額|購入額|お買い物の金額)の一部(?:が|は)[^。！？\n]{0,30}?(?:還元|入(?:り|る|ります)|支払われ|届(?:き|く))
        |クリエイター(?:サポート|コード)|サポート・?ア・?クリエイター
      `,
      hints: ['の一部', 'クリエイター'],
      kind: 'affiliate',
      foreign: true,
      examples: [
        'このリンクから買うと、Lumoraさんから売上の一部が私に還元されます',
        'アイテムショップではクリエイターサポートで「HANA」と入力してください',
      ],
    },
    // Promo codes: クーポン.
    {
      re: /クーポン/giu,
      hints: ['クーポン'],
      kind: 'promo',
      foreign: true,
      examples: ['クーポンあり'],
    },
    // Discounts: "10%OFF".
    {
      re: /\d{1,3}\s?%off(?![a-z])/giu,
      hints: ['%off'],
      kind: 'cta',
      foreign: true,
      examples: ['10%OFFクーポン'],
    },
    // Paid: 【PR】, 提供, プロモーションを含み, タイアップ (not a film's "■タイアップ情報", its partners' campaigns), スポンサー (not a credit: "映像提供：", footage provided by).
    {
      re: regex('giu')`
        【PR】|\[PR\]|＃PR(?![\p{L}\p{N}])|#PR(?![\p{L}\p{N}])|PR：|プロモーション(?:を|が)含|タイアップ(?!情報)|(?<!映像|写真|画像|資料|素材|音楽|楽曲|取材|技術|情報|商品|製品)提供[:：]|【提供】|\[提供\]|【協賛】
        |スポンサー(?!募集)
      `,
      hints: ['pr】', '[pr]', 'pr：', '協賛】', '＃pr', '#pr', 'プロモーション', 'タイアップ', '提供', 'スポンサー'],
      kind: 'paid',
      foreign: true,
      notInSentence: BROADCAST_SPONSORS,
      examples: [
        '【PR】新しいカメラ',
        '提供：ソニー',
        '【提供】花王 新しい洗顔フォームを試してみた',
        '※この動画にはプロモーションが含まれています',
        'PR：資生堂',
        'この動画はプロモーションを含みます',
      ],
    },
    // Affiliate: アフィリエイト, the Amazon Associates sentence (アソシエイト, 適格販売).
    {
      re: /アフィリエイト|アソシエイト|適格販売|紹介料/giu,
      hints: ['アフィリエイト', 'アソシエイト', '適格販売', '紹介料'],
      kind: 'affiliate',
      foreign: true,
      examples: ['Amazonアソシエイトを利用しています'],
    },
    // Promo codes: クーポンコード, 割引コード.
    {
      re: /クーポンコード|割引コード|紹介コード|プロモコード/giu,
      hints: ['クーポン', '割引コード', '紹介コード', 'プロモコード'],
      kind: 'promo',
      foreign: true,
      examples: ['クーポンコード MARA'],
    },
    // Discounts: "10%オフ".
    {
      re: /\d{1,3}\s?%\s?(?:オフ|割引)/giu,
      hints: ['オフ', '割引'],
      kind: 'cta',
      foreign: true,
      examples: ['10%オフ'],
    },
    // Given or lent by a maker: 提供して頂き, 貸与, 様からいただきました.
    {
      re: /提供して頂|ご提供頂|提供頂|貸与|(?:様|さん|さま|社)(?:から|より)(?:いただ|頂)/giu,
      hints: ['提供して頂', '提供頂', '貸与', 'より', 'から'],
      kind: 'gift',
      foreign: true,
      examples: [
        'カメラはソニー様に提供して頂きました',
        '本製品は貸与品です',
        'このカメラはソニー様からいただきました',
      ],
    },
    // Given by a maker, the thing named between the giver and the verb: "Lumoraさんから、新しいヘッドホン「X1」をいただきました",
    // "Lumora様より新作のサンプルを頂きました". Not what is no product: a word, a request, a chance, a permission, an
    // interview, a fee (a fee is paid: the money patterns); not denied ("いただいていません").
    {
      re: regex('gu')`
        (?:様|さん|さま|社)(?:から|より)[、,]?[^。！？\n]{0,30}?
        (?<!連絡|許可|依頼|仕事|お声がけ|機会|アドバイス|助言|意見|感想|返信|返事|回答|コメント|質問|メッセージ|メール|お便り|手紙
        |招待|取材|提案|オファー|指摘|協力|許諾|ご縁|承諾|お話|時間|ギャラ|お金|[費料金酬礼価])
        を(?:いただ|頂)(?:き|いた|いちゃ|いて|けた)(?!(?:い|お)?(?:な|ませ|りませ))
      `,
      hints: ['から', 'より'],
      requires: ['をいただ', 'を頂'],
      kind: 'gift',
      foreign: true,
      examples: [
        'ルモラさんから、新しいヘッドホン「X1」をいただいちゃいました',
        'ルモラ様より新作のサンプルを頂きました',
        'ルモラさんから発売前の新色をいただいて、さっそく使ってみました',
      ],
    },
    // A stay or a trip whose cost the host bore ("宿泊費はLumoraさんにご負担いただきました", "旅費を出していただいて", "宿泊費と
    // 食事代は先方にご負担いただいています"), or a stay at the host's invitation ("今回の宿泊はLumoraさんからのご招待です"): a
    // hosted stay is given, as a night's voucher is (an invitation alone, to an event, is none). Not denied ("ご負担いただいていません"), not the creator's own ("自腹").
    {
      re: regex('gu')`
        (?:宿泊費|宿泊代|宿泊料|旅費|交通費|滞在費|渡航費|宿代)[^。！？\n]{0,10}?(?:は|を|も)[^。！？\n]{0,24}?(?:持って|出して|ご?負担(?:して)?)
        (?:いただ|頂|くださ)(?!(?:い|お)?(?:な|ませ|りませ))
        |(?:宿泊|滞在|泊ま)[^。！？\n]{0,30}?(?:から|より)の?(?:ご招待|お招き)|(?:さん|様|さま|社)(?:から|より|に)(?:の)?(?:ご招待|お招き)[^。！？\n]{0,30}?(?:宿泊|滞在|泊ま)
      `,
      hints: ['宿泊費', '宿泊代', '宿泊料', '旅費', '交通費', '滞在費', '渡航費', '宿代', '招待', 'お招き'],
      kind: 'gift',
      foreign: true,
      notInSentence: /自腹|自費|自分で/u,
      examples: [
        'ルモラさんにお招きいただき、宿泊費はご負担いただきました',
        '今回の旅費はルモラ様に出していただいています',
        '宿泊費と食事代は先方にご負担いただいています',
        '今回の宿泊はルモラさんからのご招待です',
        'ルモラさんにご招待いただき、新館に宿泊してきました',
      ],
    },
    // A product provided, lent or borrowed: 商品提供, 様よりご提供, 提供いただき, 貸し出し, お借りしました.
    {
      re: /商品提供|製品提供|(?:様|さん|さま|社)(?:から|より)(?:の)?ご?提供|ご提供いただ|提供いただ|提供していただ|提供して(?:くださ|下さ)|提供を受け|貸し出し|お借りし/giu,
      hints: ['提供', '貸し出し', 'お借り'],
      kind: 'gift',
      foreign: true,
      // A place lent for the shoot ("撮影場所としてお借りした店舗"): a location, no product; nor what a person lent, the
      // family's, a friend's or someone's own car ("先輩・佐伯さんの愛車を一晩お借りしました").
      notInSentence: /撮影場所|ロケ地|ロケ場所|の愛車|の私物|母から|父から|友達|友人|先輩|後輩/u,
      examples: [
        '商品提供：ソニー',
        'キーボード（Razer様よりご提供）',
        'Lumoraさんが、チェアを1脚提供してくださいました！',
      ],
    },
  ],
};
