"""České texty.

Klíče a ``{značky}`` se musí shodovat s :mod:`bot.i18n.en` (jako u každého jazyka). Počítaná
podstatná jména (``noun.*``) mají tvar pro každé číslo (1, 2–4, 0 a 5+: "1 bod, 2 body,
5 bodů") a pro pády, které texty potřebují (``noun.point.ins``: "se 47 body",
``noun.card.acc``: "Odlož 4 karty"); ``{s/se}``, ``{z/ze}``, ``{k/ke}`` a ``{v/ve}`` vyberou
tvar předložky podle slova, které po ní následuje; slova s ``Word(…, "f")`` nesou svůj rod,
aby se s nimi shodovala přídavná jména ("Valát (tichý)", "srdcová dáma").

Psáno pro všechny: slovesa v přítomném čase ("Ana hraje XXI.", "Bor bere štych."), bez
zájmen, minulých příčestí a přídavných jmen, která by hráči přisoudila rod ("hrál", "sám",
"připraven"); role (aktér, partner, hostitel) jsou názvy rolí s dvojtečkou.

Výrazy: *rozdání* je jedno rozdání karet od licitace po vyúčtování, *hra* je to, co se
licituje a hraje (povinnost, druhá hra, tři, klop …), *hraní karet* je část rozdání, kdy se
vynáší do štychů, *partie* je všechno, co se u jednoho stolu odehraje; *aktér* je ten, kdo
hru hraje.

České taroky mají svá slova: taroky, povinnost (první hra), druhá hra, třetí hra, sólo,
volaný tarok, talon, flek, re, tutti, pagát ultimo, valát, škýz, hlášky (barvy, barvičky,
taročky, taroky, trul, honéry, královské honéry).
"""

from __future__ import annotations

from bot.i18n.grammar import CZECH, Word

NAME = "čeština"
GRAMMAR = CZECH


def _adjective(stem: str, hard: bool = True) -> dict[str, str]:
    """The forms of an adjective by agreement tag (m, f, n, m.an.pl, m.pl, f.pl, n.pl):
    hard ("srdcový": -ý, -á, -é, -í, -é, -é, -á) or soft ("střední": -í throughout)."""
    if not hard:
        return {tag: stem + "í" for tag in ("m", "f", "n", "m.an.pl", "m.pl", "f.pl", "n.pl")}
    animate = stem[:-1] + "c" if stem.endswith("k") else stem
    return {
        "m": stem + "ý",
        "f": stem + "á",
        "n": stem + "é",
        "m.an.pl": animate + "í",
        "m.pl": stem + "é",
        "f.pl": stem + "é",
        "n.pl": stem + "á",
    }


TEXTS: dict[str, str | dict[str, str]] = {
    # -- počítaná podstatná jména: 1, 2–4, 0 a 5+ ---------------------------------------------
    "noun.point": {"one": "bod", "few": "body", "other": "bodů"},
    "noun.point.ins": {"one": "bodem", "few": "body", "other": "body"},
    "noun.card_point": {"one": "bod", "few": "body", "other": "bodů"},
    "noun.card_point.ins": {"one": "bodem", "few": "body", "other": "body"},
    "noun.card": {"one": "karta", "few": "karty", "other": "karet"},
    "noun.card.acc": {"one": "kartu", "few": "karty", "other": "karet"},
    "noun.trick": {"one": "štych", "few": "štychy", "other": "štychů"},
    "noun.deal": {"one": "rozdání", "few": "rozdání", "other": "rozdání"},
    "noun.radelc": {"one": "radelc", "few": "radelce", "other": "radelců"},
    "noun.second": {"one": "sekunda", "few": "sekundy", "other": "sekund"},
    "noun.minute": {"one": "minuta", "few": "minuty", "other": "minut"},
    # -- obecné -------------------------------------------------------------------------------
    "common.yes": "ano",
    "common.no": "ne",
    "common.none": "—",
    "common.seconds": "{seconds:second}",
    "common.minutes": "{minutes:minute}",
    "common.player": "Místo {seat}",
    "language.set": "Odteď ti budu psát v jazyce: {language}.",
    "language.cleared": "Volba jazyka je zrušena: platí jazyk serveru.",
    # Síla počítače: "počítač (lehký)", "Počítačoví hráči: lehcí".
    "level.easy": _adjective("lehk"),
    "level.normal": _adjective("středn", hard=False),
    "level.hard": _adjective("těžk"),
    "level.random": _adjective("náhodn"),
    "computer.name": "Počítač {number}",
    "computer.stand_in": "{name} (počítač)",
    # -- tlačítka -----------------------------------------------------------------------------
    "button.join": "Přisednout",
    "button.leave": "Odejít od stolu",
    "button.start": "Začít",
    "button.cancel": "Zrušit",
    "button.add_computer": "Přidat počítač",
    "button.remove_computer": "Odebrat počítač",
    "button.my_hand": "Moje karty",
    "button.refresh": "Obnovit",
    "button.ready": "Pokračovat",
    "button.return": "Zpátky ke stolu",
    # -- čekárna ------------------------------------------------------------------------------
    "lobby.title": "Tarok: nový stůl",
    "lobby.host": "Hostitel: {host}",
    "lobby.players": "Hráči ({count}/{players})",
    "lobby.seat_human": "{seat}. {name}",
    "lobby.seat_computer": "{seat}. počítač ({level:m})",
    "lobby.seat_empty": "{seat}. volno",
    "lobby.rules": "Pravidla: {preset}",
    "lobby.length_deals": "Délka: {deals:deal}",
    "lobby.timer": "Čas na tah: {time}",
    "lobby.no_timer": "Bez časového limitu",
    "lobby.level": "Počítačoví hráči: {level:m.an.pl}",
    "lobby.hint": (
        "Klikni na Přisednout a sedni si ke stolu. Partii začne hostitel; volná místa obsadí "
        "počítače."
    ),
    "lobby.expires": "Stůl se zavře {when}, pokud nikdo nepřisedne ani partii nezačne.",
    "lobby.started": "Partie začala.",
    "lobby.cancelled": "Stůl je zavřený.",
    "lobby.expired": "Stůl je zavřený: partie nezačala včas.",
    # -- stůl ---------------------------------------------------------------------------------
    "table.title": "Tarok · rozdání {deal_no}",
    "table.title_of": "Tarok · rozdání {deal_no} {z/ze} {deals}",
    "table.turn": "Na tahu: {name}",
    "table.turn_deadline": "Na tahu: {name} (čas vyprší {when})",
    "table.your_turn": "Jsi na tahu!",
    "table.contract": "Hra: {contract}",
    "table.declarer": "hraje ji {name}",
    "table.partner": "má ho {name}",
    "table.partner_unknown": "partner zatím není znám",
    "table.alone": "{name} hraje bez partnera",
    "table.called": "Volá se {card}",
    "table.called_in_talon": "je v talonu",
    "table.talon": "Talon",
    "table.talon_taken": "{name} bere z talonu {number}. hromádku.",
    "table.discards": "Odložené taroky: {cards}",
    "table.trick": "{number}. štych",
    "table.trick_won": "{name} bere štych.",
    "table.bids": "Licitace",
    "table.bid_line": "{name}: {bid}",
    "table.announcements": "Hlášení",
    "table.announced_line": "{name}: {item}",
    "table.kontra_line": "{item}: {level}",
    "table.compulsory_klop": "Povinný klop: licitovat lze jen sólo bez nebo vyšší hru.",
    "table.open_hand": "Otevřené karty: {name}",
    "table.played": "{name} hraje {card}.",
    "table.timeout": "{name}: čas vypršel, počítač hraje {card}.",
    "table.timeout_action": "{name}: čas vypršel, tah vybírá počítač.",
    "table.deal_over": "Rozdání skončilo.",
    "table.next_deal": "Další rozdání začne {when}, nebo hned, jak všichni kliknou na Pokračovat.",
    "table.ready_count": "Pokračovat chce: {ready} {z/ze} {total}",
    "table.stopped": "{name} ukončuje partii.",
    "table.resumed": "Po restartu bota partie pokračuje.",
    # -- karty v ruce a výzvy -----------------------------------------------------------------
    "hand.not_playing": "Právě se nehraje žádné rozdání.",
    "prompt.bidding": "Licituj, nebo řekni pas.",
    "prompt.declare": "Vyber hru, kterou hraješ.",
    "prompt.king_call": "Zavolej krále.",
    "prompt.talon": "Vyber hromádku karet z talonu.",
    "prompt.discard": "Odlož {count:card.acc}.",
    "prompt.announce": "Hlas, dej kontru, nebo řekni pas.",
    "prompt.play": "Zahraj kartu.",
    "prompt.wait": "Počkej: na tahu je {name}.",
    # -- fáze ---------------------------------------------------------------------------------
    "phase.bidding": "Licitace",
    "phase.declare": "Volba hry",
    "phase.king_call": "Volání krále",
    "phase.talon": "Talon",
    "phase.discard": "Odkládání",
    "phase.announce": "Hlášení",
    "phase.play": "Hraní karet",
    "phase.done": "Konec rozdání",
    # -- hry a licitace (slovinský tarok) -----------------------------------------------------
    "contract.klop": "Klop",
    "contract.three": "Tři",
    "contract.two": "Dva",
    "contract.one": "Jedna",
    "contract.solo_three": "Sólo tři",
    "contract.solo_two": "Sólo dva",
    "contract.solo_one": "Sólo jedna",
    "contract.beggar": "Berač",
    "contract.solo_without": "Sólo bez",
    "contract.open_beggar": "Otevřený berač",
    "contract.colour_valat": "Barevný valat",
    "contract.valat": "Valat",
    "bid.pass": "Pas",
    # -- hlášení a kontry (slovinský tarok) ---------------------------------------------------
    "item.game": "Hra",
    "item.trula": "Trula",
    "item.kings": "Králové",
    "item.king_ultimo": "Král ultimo",
    "item.pagat_ultimo": "Pagat ultimo",
    "item.valat": "Valat",
    "item.mondfang": "Mondfang",
    "item.colour_valat": "Barevný valat",
    "announce.action": "Hlásím: {item}",
    "kontra.2": "Kontra",
    "kontra.4": "Rekontra",
    "kontra.8": "Subkontra",
    "kontra.16": "Mordkontra",
    "kontra.action": "{level}: {item}",
    # -- talon, volání, odkládání -------------------------------------------------------------
    "talon.group": "{number}. hromádka",
    "action.call": "Volám: {card}",
    "action.discard": "Odložit: {card}",
    # -- názvy karet (slovinský tarok): "král srdcí", "10 pik" ----------------------------------
    "suit.hearts": "srdcí",
    "suit.diamonds": "kár",
    "suit.spades": "pik",
    "suit.clubs": "křížů",
    "rank.K": "král",
    "rank.Q": "dáma",
    "rank.C": "kaval",
    "rank.J": "kluk",
    "card.suit": "{rank} {suit}",
    "card.tarok": "tarok {number}",
    "card.pagat": "pagat",
    "card.mond": "mond",
    "card.skis": "škis",
    # -- řádky vyúčtování ---------------------------------------------------------------------
    # Rod řádku, aby se s ním shodovalo "tichý"/"hlášený": "Trula (hlášená)".
    "line.contract": Word("Hra", "f"),
    "line.difference": Word("Rozdíl", "m"),
    "line.trula": Word("Trula", "f"),
    "line.kings": Word("Králové", "m.an.pl"),
    "line.king_ultimo": Word("Král ultimo", "m"),
    "line.pagat_ultimo": Word("Pagat ultimo", "m"),
    "line.valat": Word("Valat", "m"),
    "line.mondfang": Word("Mondfang", "m"),
    "line.mond": Word("Chycený mond", "m"),
    "line.mond_talon": Word("Mond v talonu", "m"),
    "line.klop": Word("Klop", "m"),
    "line.radelc": Word("Radelc", "m"),
    "line.kind.game": "",
    "line.kind.silent": {
        "m": "tichý",
        "f": "tichá",
        "n": "tiché",
        "m.an.pl": "tiší",
        "m.pl": "tiché",
        "f.pl": "tiché",
        "n.pl": "tichá",
    },
    "line.kind.announced": _adjective("hlášen"),
    "line.kind.attempt": "neúspěšný pokus",
    "line.kind.radelc": "zdvojení",
    "line.kind.klop": "",
    "line.kind.penalty": "trest",
    "line.with_kind": "{label} ({kind})",
    "line.kontra": "{label} · {level} ×{factor}",
    "line.format": "{label}: {amount}",
    # -- shrnutí rozdání ----------------------------------------------------------------------
    "summary.title": "Rozdání {deal_no}: {contract}",
    "summary.won": "{names}: výhra {s/se} {points:card_point.ins}.",
    "summary.lost": "{names}: prohra {s/se} {points:card_point.ins}.",
    "summary.won_tricks": "{names}: výhra.",
    "summary.lost_tricks": "{names}: prohra.",
    "summary.klop": "Klop: všichni si zapíšou své body.",
    "summary.and": "{first} a {second}",
    "summary.scores": "Toto rozdání",
    "summary.total_line": "Celkem: {amount}",
    "summary.seat_score": "{name}: {amount}",
    "summary.radelci_for_all": "Všichni dostávají radelc.",
    "summary.radelc_cancelled": "{name} si škrtá radelc.",
    # -- konec partie -------------------------------------------------------------------------
    "session.title": "Konečné pořadí",
    "session.standing": "{place}. {name}: {final}",
    "session.standing_detail": "{place}. {name}: {final} ({total}, vyúčtování: {penalty})",
    "session.winner": "Vítězství: {name}",
    "session.winners": "O vítězství se dělí: {names}",
    "session.ended_early": "Partie skončila předčasně.",
    "session.deals_played": "Odehráno: {count:deal}",
    # -- chyby --------------------------------------------------------------------------------
    "error.generic": "Něco se pokazilo.",
    "error.internal": "Na mé straně se něco pokazilo. Zkus to prosím znovu.",
    "error.restarting": "Bot se restartuje: nic se nezměnilo. Zkus to znovu za minutu.",
    "error.no_table": "V tomto kanálu není otevřený žádný stůl.",
    "error.table_exists": "V tomto kanálu už je stůl otevřený.",
    "error.not_host": "To může udělat jen hostitel stolu.",
    "error.not_seated": "U tohoto stolu nesedíš.",
    "error.already_seated": "U tohoto stolu už sedíš.",
    "error.table_full": "Stůl je plný.",
    "error.no_computer": "U stolu není žádný počítačový hráč, kterého by šlo odebrat.",
    "error.need_human": "U stolu musí sedět aspoň jeden člověk.",
    "error.wrong_status": "To teď nejde.",
    "error.not_your_turn": "Nejsi na tahu.",
    "error.stale": "Toto tlačítko už neplatí: tah je pryč.",
    "error.invalid_action": "Tento tah není platný.",
    "error.illegal": "Tento tah teď není dovolený.",
    "error.not_between_deals": "Tlačítko Pokračovat funguje jen mezi rozdáními.",
    "error.not_away": "U stolu už sedíš.",
    "error.no_permission": "Tohle nesmíš.",
    "error.guild_only": "Tohle funguje jen v kanálu serveru.",
    # -- žebříček -----------------------------------------------------------------------------
    # Nadpis: "Žebříček · celkově · celkové body".
    "leaderboard.period.all": "celkově",
    "leaderboard.period.month": "tento měsíc",
    "leaderboard.period.week": "tento týden",
    "leaderboard.order.total": "celkové body",
    "leaderboard.order.average": "průměr na rozdání",
    "leaderboard.order.success": "úspěšnost vlastních her",
    "leaderboard.row.total": "{rank}. {name}: {total} · {deals:deal}",
    "leaderboard.row.average": "{rank}. {name}: {average} na rozdání · {deals:deal}",
    "leaderboard.row.success": "{rank}. {name}: {rate} % · vyhráno {won} {z/ze} {played}",
    "leaderboard.empty": "Zatím se neodehrálo žádné rozdání.",
    # -- statistika ---------------------------------------------------------------------------
    "stats.deals": "Odehráno: {count:deal}",
    "stats.sessions": "Partie: {count} (vítězství: {won})",
    "stats.total": "Body celkem: {total}",
    "stats.average": "Průměr na rozdání: {average}",
    "stats.declared": "Vlastní hry: {played}, vyhráno {won} ({rate} %)",
    "stats.partnered": "V roli partnera: {played}, vyhráno {won}",
    "stats.klop": "Klopy: {count}",
    "stats.bonuses": "Uhrané prémie: {count}",
    "stats.radelci": "Zaúčtované radelce: {count} ({penalty:point})",
    "stats.by_contract": "Podle her",
    "stats.contract_line": "{contract}: vyhráno {won} {z/ze} {played}",
    "stats.series": "Body v čase",
    "stats.empty": "{name} zatím nemá odehrané žádné rozdání.",
    # -- historie -----------------------------------------------------------------------------
    "history.title": "Poslední partie",
    "history.player": "{name} {final}",
    "history.ended_early": "(skončila předčasně)",
    "history.empty": "Zatím neskončila žádná partie.",
    # -- nastavení ----------------------------------------------------------------------------
    "settings.title": "Nastavení serveru",
    "settings.preset": "Pravidla: {preset}",
    "settings.switches": "Změny v pravidlech: {list}",
    "settings.timer": "Čas na tah: {timer}",
    "settings.level": "Počítačoví hráči: {level:m.an.pl}",
    "settings.language": "Jazyk: {language}",
    "settings.saved": "Nastavení je uloženo.",
    "settings.default": "(výchozí)",
    # -- nápověda -----------------------------------------------------------------------------
    "help.title": "Tarok: nápověda",
    "help.body": (
        "Tarok s tlačítky, přímo v kanálu. Hry: {games}.\n"
        "• `/tarok start` otevře v tomto kanálu stůl (volba `game` vybere hru); ostatní "
        "kliknou na **Přisednout**. Hostitel klikne na **Začít**; volná místa obsadí počítače.\n"
        "• **Moje karty** u zprávy stolu ukáže tvoje karty jen tobě; odtud se i hraje.\n"
        "• Když včas netáhneš, tah za tebe udělá počítač; po dvou zmeškaných tazích za tebe "
        "hraje, dokud neklikneš na **Zpátky ke stolu**.\n"
        "• `/tarok leaderboard`, `/tarok stats` a `/tarok history` ukážou výsledky.\n"
        "• `/tarok rules` vysvětlí pravidla hry; `/tarok language` vybere jazyk, ve kterém ti "
        "bot píše."
    ),
    # -- pravidla (slovinský tarok) -----------------------------------------------------------
    "rules.title": "Pravidla: {preset}",
    "rules.slovenian.body": (
        "Slovinský tarok se hraje s 54 kartami: 22 taroků a po 8 kartách v každé barvě. Po "
        "rozdání se licitují hry: tři, dva, jedna (ve čtyřech s voleným králem jako tajným "
        "partnerem), sóla, berač, sólo bez, otevřený berač, barevný valat a valat; když nikdo "
        "nelicituje, hraje se klop, ve kterém se všichni snaží vzít co nejméně bodů. Strana, "
        "která hru hraje, potřebuje víc než 35 ze 70 bodů. Prémie jsou trula (pagat, mond, "
        "škis), králové, král ultimo, pagat ultimo a valat, tiché nebo hlášené; hlášení lze "
        "zdvojit kontrou. Komu chytí monda, platí trest. Po klopu a velkých hrách dostanou "
        "všichni radelc, který majiteli zdvojí výsledek příští vlastní hry; neškrtnuté "
        "radelce stojí na konci partie body."
    ),
    "rules.preset.pagat": "pagat.com (výchozí)",
    "rules.preset.palcka": "Palčka",
    "rules.switch.round_difference_4p": "Rozdíl zaokrouhlený na 5 (čtyři hráči)",
    "rules.switch.round_difference_3p": "Rozdíl zaokrouhlený na 5 (tři hráči)",
    "rules.switch.round_klop": "Ztráty v klopu zaokrouhlené na 5",
    "rules.switch.klop_full_threshold": "Body, s nimiž je hráč v klopu plný",
    "rules.switch.klop_full_and_empty": "Plný a prázdný hráč v témže klopu",
    "rules.switch.klop_several_empties": "Více prázdných hráčů v klopu",
    "rules.switch.klop_radelc_doubling": "Radelce zdvojují výsledek klopu",
    "rules.switch.klop_kontra": "Kontra v klopu",
    "rules.switch.kontra_trula_kings": "Kontra na trulu a krále",
    "rules.switch.kontra_max": "Nejvyšší kontra",
    "rules.switch.mond_penalty": "Trest za chyceného monda",
    "rules.switch.mond_penalty_scope": "Hry s trestem za monda",
    "rules.switch.announced_mondfang": "Mondfang lze hlásit",
    "rules.switch.emperor_any_order": "Císařský štych v libovolném pořadí",
    "rules.switch.forced_pagat": "Pagat se musí hrát na škise a monda",
    "rules.switch.pagat_negative": "Pagat v negativních hrách",
    "rules.switch.tarok_discards": "Odkládání taroků",
    "rules.switch.bid_priority": "Držení licitace",
    "rules.switch.contracts_3p": "Hry ve třech hráčích",
    "rules.switch.no_tarok": "Ruka bez taroků",
    "rules.switch.zaruf_remainder": "Zbytek talonu při voleném králi v talonu",
    "rules.switch.radelc_end_penalty": "Trest za neškrtnutý radelc",
    "rules.value.both_70": "oba dostanou 70",
    "rules.value.both_35": "oba dostanou 35",
    "rules.value.empty_only_if_no_full": "prázdní dostanou body, jen když není nikdo plný",
    "rules.value.each_70": "všichni dostanou po 70",
    "rules.value.share_70": "dělí se o 70",
    "rules.value.none": "není dovolena",
    "rules.value.once": "jednou, kdokoli",
    "rules.value.three_two_one": "tři, dva a jedna",
    "rules.value.normal": "běžné hry",
    "rules.value.normal_and_solo_without": "běžné hry a sólo bez",
    "rules.value.only_tarok": "jen jako poslední tarok",
    "rules.value.not_lead": "nikdy jako první karta, leda jako poslední karta",
    "rules.value.free": "volně, lícem nahoru",
    "rules.value.unavoidable": "jen když to jinak nejde",
    "rules.value.graded": "podle přednosti",
    "rules.value.forehand_only": "držet může jen ten, kdo licitaci začíná",
    "rules.value.compulsory_klop": "nové rozdání, potom povinný klop",
    "rules.value.redeal": "nové rozdání",
    "rules.value.trick_winner": "dostane ho ten, kdo vezme králův štych",
    "rules.value.declarer_if_wins": "dostane ho aktér, pokud ten štych vezme",
    # -- rozhraní na Discordu -----------------------------------------------------------------
    "button.play_again": "Hrát znovu",
    "choice.language_server": "Jazyk serveru",
    "choice.length_deals": "{count:deal}",
    "choice.length_open": "Bez omezení (dokud hráči nepřestanou)",
    "discard.placeholder": "Vyber {count:card.acc} k odložení",
    "error.bot_permissions": "Ke stolu v tomto kanálu potřebuji tato oprávnění: {list}.",
    "error.bad_id": "Toto tlačítko je poškozené nebo nepatří tobě; nic se nezměnilo.",
    "error.discard_count": "Vyber přesně {count:card.acc}.",
    "hand.heading": "Tvoje karty · rozdání {deal_no} · {phase}",
    "hand.away": "Za tebe hraje počítač. Chceš-li hrát, klikni na Zpátky ke stolu.",
    "hand.card_by": "{card} ({name})",
    "hand.on_table": "Na stole: {cards}",
    "hand.time_left": "Čas vyprší {when}.",
    # Role u jména: "Ana (rozdává)", "Bor (hraje)".
    "role.dealer": "rozdává",
    "role.forehand": "forhont",
    "role.declarer": "hraje",
    "role.partner": "má krále",
    "table.seat_line": "{seat}. **{name}**{roles} · {total}{radelci} · {tricks:trick}",
    "table.away_list": "Počítač hraje za: {names}",
    "session.play_again_hint": "Tlačítko Hrát znovu otevře nový stůl se stejným nastavením.",
    "settings.bad_value": "Toto nastavení není platné: {error}",
    "sheet.title": "Zápis",
    "summary.declarer": "Aktér",
    "summary.partner": "Partner",
    "summary.outcome_won": "Vyhráno",
    "summary.outcome_lost": "Prohráno",
    "summary.total": "Celkem",
    # -- příkazy (popisy: nejvýš 100 znaků) ---------------------------------------------------
    "cmd.group": "Hry s tarokovými kartami",
    "cmd.start": "Otevřít stůl pro tarok v tomto kanálu",
    "cmd.start.preset": "Varianta pravidel",
    "cmd.start.level": "Síla počítačových hráčů",
    "cmd.start.timer": "Sekundy na jeden tah (0 = bez limitu)",
    "cmd.start.length": "Počet rozdání, nebo bez omezení",
    "cmd.stop": "Ukončit partii u stolu v tomto kanálu",
    "cmd.leaderboard": "Nejlepší hráči tohoto serveru",
    "cmd.leaderboard.period": "Období",
    "cmd.leaderboard.metric": "Řadit podle",
    "cmd.stats": "Statistika hráče s grafem bodů",
    "cmd.stats.user": "Hráč (ty, když zůstane prázdné)",
    "cmd.history": "Poslední partie na tomto serveru",
    "cmd.rules": "Pravidla hry a jejích variant",
    "cmd.rules.preset": "Varianta pravidel",
    "cmd.settings": "Výchozí nastavení serveru (oprávnění Spravovat server)",
    "cmd.settings.preset": "Výchozí varianta pravidel",
    "cmd.settings.timer": "Výchozí sekundy na tah (0 = bez limitu)",
    "cmd.settings.level": "Výchozí síla počítačových hráčů",
    "cmd.settings.language": "Jazyk stolů na serveru",
    "cmd.settings.rule": "Pravidlo, které se má změnit",
    "cmd.settings.value": "Nová hodnota pravidla",
    "cmd.settings.reset_rules": "Zrušit všechny změny pravidel",
    "cmd.language": "Vyber jazyk, ve kterém ti bot píše",
    "cmd.language.language": "Jazyk",
    "cmd.help": "Jak hrát tarok s tímto botem",
    # -- druhy taroku (hra u stolu) -----------------------------------------------------------
    "game.slovenian": "Slovinský tarok",
    "lobby.game": "Hra: {game}",
    "lobby.length_end": "Délka: dokud hráči nepřestanou",
    "table.seat_out_line": "{seat}. **{name}** · {total}{radelci} · toto rozdání nehraje",
    "table.end_called": "Konec partie je ohlášen.",
    "table.end_vote": "Hlasy pro konec partie: {votes}/{needed}",
    "button.end_vote": "Ukončit partii",
    "hand.sitting_out": "Toto rozdání nehraješ.",
    "prompt.choose": "Vyber tah.",
    "pick.placeholder": "Vyber",
    "sheet.settlement": "Vyúčtování",
    "error.end_unavailable": "Konec partie teď u tohoto stolu ohlásit nelze.",
    "error.unknown_game": "Hru {game} tu neznám; k dispozici jsou: {games}.",
    "error.table_size": "{game}: počet hráčů může být {sizes}.",
    "leaderboard.title_game": "Žebříček · {game} · {period} · {order}",
    "stats.title_game": "Statistika: {name} · {game}",
    "history.entry_game": "{date} · {game} · {deals:deal} · {players}",
    "settings.game": "Hra: {game}",
    "cmd.start.game": "Hra, která se bude hrát",
    "cmd.start.seats": "Počet hráčů (kolik jich hra dovolí)",
    "cmd.leaderboard.game": "Hra (výchozí: ta v tomto kanálu)",
    "cmd.stats.game": "Hra (výchozí: ta v tomto kanálu)",
    "cmd.history.game": "Jen partie této hry",
    "cmd.rules.game": "Hra, jejíž pravidla chceš vidět",
    "cmd.settings.game": "Hra, jejíž pravidla mění volby preset a rule",
    # -- slovinský tarok po svém (Display.key: slovenian.<obecný klíč>) ------------------------
    "slovenian.lobby.length_end": "Délka: do škisova kola",
    "slovenian.button.end_vote": "Škisovo kolo",
    "slovenian.table.end_called": "Škisovo kolo je ohlášeno: po něm partie skončí.",
    "slovenian.table.end_vote": "Hlasy pro škisovo kolo: {votes}/{needed}",
    "slovenian.error.end_unavailable": "Škisovo kolo teď u tohoto stolu ohlásit nelze.",
    "slovenian.sheet.settlement": "Radelce",
    "slovenian.session.standing_detail": (
        "{place}. {name}: {final} ({total}, {radelci:radelc}: {penalty})"
    ),
    # -- české taroky (czech.*, rules.czech.*) ------------------------------------------------
    "game.czech": "České taroky",
    "czech.lobby.length_end": "Délka: dokud hráči nepřestanou, do konce kola",
    "czech.table.end_called": (
        "Konec partie je ohlášen: partie skončí, až všichni rozdají stejně často."
    ),
    "czech.sheet.settlement": "Konec",
    "czech.phase.raise": "Volba hry",
    "czech.phase.call": "Volání taroku",
    "czech.phase.discard": "Odkládání",
    "czech.contract.first": "Povinnost",
    "czech.contract.second": "Druhá hra",
    "czech.contract.third": "Třetí hra",
    "czech.contract.solo": "Sólo",
    "czech.bonus.no_trumps": "Barvy",
    "czech.bonus.few_trumps": "Barvičky",
    "czech.bonus.half_trumps": "Taročky",
    "czech.bonus.full_trumps": "Taroky",
    "czech.bonus.honours": "Trul",
    "czech.bonus.kings": "Královské honéry",
    "czech.bonus.five_pointers": "Honéry",
    "czech.item.game": "Hra",
    "czech.item.pagat_ultimo": "Pagát ultimo",
    "czech.item.slam": "Valát",
    "czech.kontra.2": "Flek",
    "czech.kontra.4": "Re",
    "czech.kontra.8": "Tutti",
    "czech.card.skyz": "škýz",
    "czech.card.mond": "mond",
    "czech.card.pagat": "pagát",
    "czech.card.tarok": "tarok {number}",
    # "srdcový král", "srdcová dáma", "piková desítka": the suit agrees with the rank.
    "czech.card.suit": "{suit} {rank}",
    "czech.rank.K": Word("král", "m"),
    "czech.rank.Q": Word("dáma", "f"),
    "czech.rank.C": Word("kaval", "m"),
    "czech.rank.J": Word("kluk", "m"),
    "czech.rank.1": Word("jednička", "f"),
    "czech.rank.2": Word("dvojka", "f"),
    "czech.rank.3": Word("trojka", "f"),
    "czech.rank.4": Word("čtyřka", "f"),
    "czech.rank.7": Word("sedma", "f"),
    "czech.rank.8": Word("osma", "f"),
    "czech.rank.9": Word("devítka", "f"),
    "czech.rank.10": Word("desítka", "f"),
    "czech.suit.hearts": _adjective("srdcov"),
    "czech.suit.diamonds": _adjective("károv"),
    "czech.suit.spades": _adjective("pikov"),
    "czech.suit.clubs": _adjective("křížov"),
    "czech.role.partner": "má volaný tarok",
    "czech.action.concede": "Vzdát (−15)",
    "czech.action.turn": "Otočit {cards}",
    "czech.action.stage": "Vzít {cards} ({stage})",
    "czech.action.bonus": "Hlásím: {bonus}",
    "czech.action.announce": "Hlásím: {item}",
    "czech.action.kontra": "{level}: {item}",
    "czech.prompt.bidding": "Licituj výš, nebo řekni pas: kdo řekne pas, už nelicituje.",
    "czech.prompt.raise": "Licitace je tvoje: hraj svou hru, nebo zvol vyšší.",
    "czech.prompt.call": "Zavolej tarok: kdo ho má, je tvůj tajný partner.",
    "czech.prompt.talon_turn": "Vezmi t1–t3 (1. stupeň, ×1), nebo otoč t4–t6.",
    "czech.prompt.talon": "Vezmi t4–t6 (2. stupeň, ×2), nebo se vrať k t1–t3 (3. stupeň, ×3).",
    "czech.prompt.discard": "Odlož {count:card.acc} (nikdy pětibodovou kartu ani volaný tarok).",
    "czech.prompt.discard_or_concede": (
        "Odlož {count:card.acc}, nebo hru vzdej: volaný tarok je v talonu a vzdání stojí 15 "
        "(po 5 všem ostatním)."
    ),
    "czech.prompt.announce": (
        "Ohlas, co chceš (hlášky, pagát ultimo, valát; flek, re, tutti), a pak tah ukonči "
        "tlačítkem Pas."
    ),
    "czech.table.stage": "{stage}. stupeň",
    "czech.table.multiplier": "násobek ×{factor}",
    "czech.table.called": "Volaný tarok: {card}",
    "czech.table.opponents": "soupeři",
    "czech.table.talon_part": "{cards} → {name}",
    "czech.table.conceded": "{name} vzdává: volaný tarok {card} byl v talonu.",
    "czech.table.bonuses": "Hlášky",
    "czech.table.kontra_by": "{level} ({name})",
    "czech.talon.choosing": "{name} vybírá",
    "czech.talon.chosen": "{name}: {stage}",
    "czech.talon.conceded": "Volaný tarok, v talonu",
    "czech.talon.drawn": "Z talonu",
    "czech.hand.partner": (
        "Volaný tarok máš ty: {name} a ty hrajete spolu. Dokud ho nezahraješ, nikdo to neví."
    ),
    "czech.hand.alone": (
        "Volaný tarok je v tvé ruce: hraješ bez partnera. Dokud ho nezahraješ, nikdo to neví."
    ),
    "czech.hand.drawn": "Z talonu: {cards}",
    "czech.hand.discards": "Tvoje odložené karty: {cards}",
    "czech.event.called": "{name} volá {card}.",
    "czech.event.called_played": "Volaný tarok je venku ({name}).",
    "czech.event.talon_taken": "{name} bere z talonu {cards}.",
    "czech.event.talon_turned": "Karty {cards} jsou otočené: {shown}.",
    "czech.event.stage": "{name} bere {cards}: {stage}.",
    "czech.event.to_opponents": "Karty {cards} jdou soupeřům.",
    "czech.event.conceded": "{name} vzdává: volaný tarok {card} byl v talonu.",
    "czech.event.hand_bonus": "{name} hlásí: {bonus}.",
    "czech.event.announced": "{name} hlásí: {item}.",
    "czech.event.kontra": "{name}: {level} ({item}).",
    "czech.line.game": "Hra ({points} − 35)",
    "czech.line.slam": Word("Valát", "m"),
    "czech.line.pagat_ultimo": Word("Pagát ultimo", "m"),
    "czech.line.concession": "Vzdání",
    "czech.line.opponents": "{label} · soupeři",
    "czech.line.stage": "{contract}, {stage}",
    "czech.line.times": "{label} · {what} ×{factor}",
    "czech.line.kontra_level": "{level} ({item})",
    "czech.line.subtotal": "Mezisoučet",
    "czech.summary.conceded": "{name} vzdává povinnost: volaný tarok byl v talonu.",
    "czech.summary.per_opponent": "Na soupeře",
    "czech.summary.per_opponent_line": "Na soupeře: {amount}",
    "czech.summary.bonuses": "Hlášky (platí je všichni ostatní)",
    "czech.summary.bonuses_paid": "Hlášky platí všichni ostatní hráči.",
    "czech.fact.sides": "Strany",
    "czech.fact.alone": "1 proti 3",
    "czech.fact.pair": "2 proti 2",
    "czech.fact.stage": "Stupeň",
    "czech.fact.called": "Volaný",
    "czech.note.times": "{what} ×{factor}",
    "czech.note.bonuses": "hlášky",
    "czech.note.conceded": "vzdáno",
    "czech.stats.opponent": "V roli soupeře: {count:deal}",
    "czech.stats.bonuses": "Uhraný pagát ultimo a valáty: {count}",
    "rules.czech.body": (
        "České taroky hrají čtyři hráči s 54 kartami: 22 taroků (škýz, XXI mond … I pagát) a "
        "po 8 kartách v každé barvě. Forhont má povinnost (první hru); ostatní mohou "
        "licitovat výš: druhou hru (s ní je hlášen pagát ultimo), třetí hru (tři karty z "
        "talonu až ve třech stupních, ×1, ×2, ×3) a sólo (bez talonu, ×2). V povinnosti a ve "
        "druhé hře aktér volá tarok, XIX nebo nižší, a kdo ho má, je tajný partner; aktér "
        "bere z talonu t1–t4, t5 a t6 dostanou další dva hráči. Je-li volaný tarok v talonu, "
        "lze povinnost vzdát: aktér zaplatí všem ostatním po 5. Hlášky (barvy, barvičky, taročky, "
        "taroky, trul, honéry, královské honéry) platí všichni ostatní hráči. Aktér může "
        "hlásit pagát ultimo a valát; hru a hlášený pagát ultimo lze zdvojit flekem, re a "
        "tutti. Strana aktéra potřebuje 36 ze 70 bodů: výsledek je rozdíl proti 35, s valátem, "
        "pagátem ultimo, fleky a násobkem."
    ),
    "rules.czech.preset.standard": "Standardní (výchozí)",
    "rules.czech.switch.kontra": "Flek, re a tutti (C1)",
    "rules.czech.switch.hand_bonuses": "Hlášky (C2)",
    "rules.czech.value.choice": "podle volby hráčů v jejich prvním tahu",
    "rules.czech.value.automatic": "automaticky",
    # -- screens: bid values, talon captions, penalties, five at a table ------------------------
    "bid.value": "{contract} · {value}",
    "summary.penalties": "Pokuty",
    "talon.caption_choosing": "{name} vybírá hromádku",
    "talon.caption_chosen": "Vybraná {number}. hromádka · {name}",
    "table.open_hand_caption": "otevřené karty",
    "slovenian.table.seat_out_line": (
        "{seat}. **{name}** · {total}{radelci} · rozdává a toto rozdání nehraje"
    ),
    # -- záznamy a diváci --------------------------------------------------------------------
    "button.watch": "Sledovat",
    "watch.note": (
        "Sleduješ hru: vidíš to, co vidí všichni u stolu, nikdy karty v ruce. "
        "**Obnovit** ukáže nejnovější stav."
    ),
    "watch.no_deal": "U tohoto stolu se zatím nehraje žádné rozdání: podívej se znovu, až začne.",
    "replay.title": "Záznam {code} · {game} · rozdání {deal_no}",
    "replay.dealt": "Jak bylo rozdáno, před prvním tahem",
    "replay.step": "Tah {step} z {total}",
    "replay.trick_of": "štych {number} z {total}",
    "replay.hand_line": "**{name}**{roles}: {cards}",
    "replay.talon_line": "Karty mimo ruce hráčů: {cards}",
    "slovenian.replay.talon_line": "Talon při rozdání: {cards}",
    "czech.replay.talon_line": "Talon při rozdání: {cards}",
    "replay.action_line": "{name}: {action}",
    "replay.first": "⏮ Na začátek",
    "replay.back": "◀ Zpět",
    "replay.next": "Dál ▶",
    "replay.last": "Na konec ⏭",
    "replay.jump": "Přejít na štych",
    "replay.download": "Stáhnout záznam (JSON)",
    "replay.record_text": (
        "Záznam {code}: pravidla, rozdané karty a všechny tahy ve formátu, který tarokový "
        "engine umí znovu načíst."
    ),
    "replay.summary_line": "Záznam: `/tarok replay {code}`",
    "replay.unknown": "Záznam {code} na tomto serveru není.",
    "replay.other_server": (
        "Záznam {code} patří jinému serveru: záznam lze přehrát jen na serveru, kde se "
        "rozdání hrálo."
    ),
    "replay.bad_code": (
        "{code} není kód záznamu: kód má šest písmen a číslic, jak je uveden pod vyúčtováním "
        "rozdání."
    ),
    "replay.unfinished": (
        "Rozdání {deal_no} ještě neskončilo: záznam bude k dispozici, až rozdání skončí."
    ),
    "replay.no_such_deal": "Tento stůl nemá rozdání {deal_no}.",
    "replay.gone": "Záznam {code} už nelze ukázat: stůl tohoto záznamu už neexistuje.",
    "replay.usage": (
        "Zadej `code` záznamu (je uveden pod vyúčtováním skončených rozdání) nebo číslo "
        "rozdání stolu v tomto kanálu."
    ),
    "help.replays": (
        "• Každé skončené rozdání dostane kód záznamu, uvedený pod vyúčtováním: "
        "`/tarok replay` ukáže rozdání tah po tahu se všemi kartami odkrytými a záznam "
        "rozdání lze stáhnout. **Sledovat** u zprávy stolu (nebo `/tarok watch`) ukáže stůl "
        "tak, jak ho vidí všichni."
    ),
    "cmd.replay": "Přehrát skončené rozdání znovu, tah po tahu",
    "cmd.replay.code": "Kód záznamu uvedený pod vyúčtováním rozdání",
    "cmd.replay.deal": "Nebo: číslo rozdání stolu v tomto kanálu",
    "cmd.watch": "Sledovat stůl v tomto kanálu tak, jak ho vidí všichni",
    "noun.challenge": {"one": "výzva", "few": "výzvy", "other": "výzev"},
    # -- nápovědy -------------------------------------------------------------------------------
    "cmd.start.hints": "Povolit nápovědy: hodnota jednotlivých tahů podle počítače (výchozí: ne)",
    "cmd.leaderboard.hints": "Počítat i rozdání hraná s nápovědou (výchozí: ano)",
    "lobby.hints": "Nápovědy povoleny",
    "button.hint": "Nápověda",
    "hint.title": "Nápověda · rozdání {deal_no}",
    "hint.intro": (
        "Co počítačový hráč očekává od jednotlivých tahů: tvůj výsledek na konci rozdání minus "
        "průměr ostatních, v bodech."
    ),
    "hint.row": "{rank}. **{action}** · {value}",
    "hint.marked": "-# Toto rozdání je v záznamech označeno jako hrané s nápovědou.",
    "hint.not_allowed": "U tohoto stolu nejsou nápovědy povoleny.",
    "hint.no_computers": "Pro tuto hru nejsou nápovědy: zatím nemá počítačové hráče.",
    "hint.busy": "Tvoje nápověda se ještě počítá.",
    "leaderboard.without_hints": "-# Rozdání hraná s nápovědou se nepočítají.",
    # -- denní výzva ----------------------------------------------------------------------------
    "cmd.daily": "Denní výzva: dnes stejná rozdání pro všechny",
    "cmd.daily.play": "Zahraj si dnešní výzvu proti počítačovým hráčům",
    "cmd.daily.continue": "Pokračuj v nedokončené denní výzvě",
    "cmd.daily.leaderboard": "Nejlepší hráči denní výzvy na tomto serveru",
    "cmd.daily.game": "Hra (výchozí: první hra s počítačovými hráči)",
    "cmd.daily.period": "Dnes, nebo tento měsíc",
    "daily.period.today": "dnes",
    "daily.period.month": "tento měsíc",
    "daily.no_game": "Hra {game} nemá denní výzvu.",
    "daily.no_computers": "{game} zatím nemá denní výzvu: nemá počítačové hráče.",
    "daily.played": (
        "Dnešní výzvu už máš za sebou: jeden pokus denně. Nová výzva přijde o půlnoci (UTC)."
    ),
    "daily.resumed": "Výzva pokračuje tam, kde skončila.",
    "daily.nothing_to_continue": (
        "Nemáš žádnou nedokončenou denní výzvu. `/tarok daily play` začne tu dnešní."
    ),
    "daily.gone": "Tato denní výzva už neexistuje.",
    "daily.not_yours": "Tohle je výzva někoho jiného: `/tarok daily play` začne tu tvoji.",
    "daily.title": "Denní výzva · {game} · {day}",
    "daily.progress": "Rozdání {deal_no} z {deals} · tvůj dosavadní výsledek: {total}",
    "daily.deal_done": "**Rozdání {deal_no} skončilo:** {contract}",
    "daily.deal_score": "Tvůj výsledek: **{score:point}**.",
    "daily.compare": (
        "Stejné karty na tomto serveru: {rank}. místo z {players} · průměr ostatních "
        "{average} · jejich nejlepší {best}"
    ),
    "daily.compare.first": "Jiné výsledky s těmito kartami dnes na tomto serveru zatím nejsou.",
    "daily.compare.day": (
        "Dnešní výzva na tomto serveru: {rank}. místo z {players} · průměr ostatních "
        "{average} · jejich nejlepší {best}"
    ),
    "daily.compare.day.first": "Na tomto serveru je tvoje dnešní výzva dokončená jako první.",
    "daily.finished": "Výzva skončila: celkem {total:point}.",
    "daily.come_back": (
        "`/tarok daily leaderboard` ukáže nejlepší na serveru; nová výzva přijde zítra."
    ),
    "daily.button.next": "Další rozdání",
    "daily.board.today": "Denní výzva · {game} · {when}",
    "daily.board.month": "Denní výzva · {game} · měsíc {when}",
    "daily.board.empty": "Zatím není žádná dokončená výzva.",
    "daily.board.row_day": "{rank}. {name}: {total}",
    "daily.board.row_month": "{rank}. {name}: {total} · {days:challenge}",
    "help.extras": (
        "• `/tarok daily play` rozdá dnešní výzvu: stejné karty pro všechny, hrané o samotě "
        "proti počítačům v soukromé zprávě, jednou denně; `/tarok daily continue` ji vrátí, "
        "`/tarok daily leaderboard` ukáže nejlepší dne a měsíce.\n"
        "• Stůl otevřený s `hints: True` ukazuje u tvých karet tlačítko **Nápověda**: hodnotu "
        "jednotlivých tahů podle počítače. Rozdání s nápovědou jsou označena; "
        "`/tarok leaderboard hints: False` je vynechá."
    ),
    # -- francouzský tarot (french.*, rules.french.*) -----------------------------------------
    "game.french": "Francouzský tarot",
    "french.lobby.length_end": "Délka: dokud hráči nepřestanou, do konce kola",
    "french.table.end_called": (
        "Konec partie je ohlášen: partie skončí, až všichni rozdají stejně často."
    ),
    "french.sheet.settlement": "Konec",
    "french.phase.call": "Volání karty",
    "french.phase.ecart": "Écart (odhoz)",
    "french.phase.chelem": "Chelem",
    "french.phase.poignee": "Poignée",
    "french.phase.passed": "Všichni pasují",
    "french.phase.annulled": "Zrušeno",
    "french.contract.prise": "Prise",
    "french.contract.garde": "Garde",
    "french.contract.garde_sans": "Garde sans",
    "french.contract.garde_contre": "Garde contre",
    "french.deal.passed": "Bez hry",
    "french.deal.annulled": "Zrušeno (petit sec)",
    "french.poignee.simple": "jednoduchá poignée",
    "french.poignee.double": "dvojitá poignée",
    "french.poignee.triple": "trojitá poignée",
    "french.card.petit": "petit",
    "french.card.excuse": "excuse",
    "french.card.trump": "trumf {number}",
    "french.card.suit": "{suit} {rank}",
    "french.rank.K": Word("král", "m"),
    "french.rank.Q": Word("dáma", "f"),
    "french.rank.C": Word("kaval", "m"),
    "french.rank.J": Word("kluk", "m"),
    "french.rank.1": Word("jednička", "f"),
    "french.rank.2": Word("dvojka", "f"),
    "french.rank.3": Word("trojka", "f"),
    "french.rank.4": Word("čtyřka", "f"),
    "french.rank.5": Word("pětka", "f"),
    "french.rank.6": Word("šestka", "f"),
    "french.rank.7": Word("sedmička", "f"),
    "french.rank.8": Word("osmička", "f"),
    "french.rank.9": Word("devítka", "f"),
    "french.rank.10": Word("desítka", "f"),
    "french.suit.hearts": _adjective("srdcov"),
    "french.suit.diamonds": _adjective("károv"),
    "french.suit.spades": _adjective("pikov"),
    "french.suit.clubs": _adjective("křížov"),
    "french.role.taker": "aktér",
    "french.side.attack": "útok",
    "french.side.defence": "obrana",
    "french.action.chelem": "Ohlásit chelem",
    "french.action.no_chelem": "Bez chelemu",
    "french.action.poignee": "Ukázat: {poignee} ({count} trumfů)",
    "french.pick.hide": "Vyber trumfy, které zůstanou skryté ({count})",
    "french.prompt.bidding": "Licituj výš než všechny dosavadní nabídky, nebo řekni pas.",
    "french.prompt.call": "Zavolej kartu: kdo ji má, je tvůj tajný partner.",
    "french.prompt.ecart": (
        "Odlož {count:card.acc} do écartu: žádného krále a žádný bout; trumf jen tehdy, když "
        "to jinak nejde (trumfy se ukážou)."
    ),
    "french.prompt.chelem": "Ohlas chelem (všechny štychy), nebo ne.",
    "french.prompt.hide": "Tvoje poignée ukáže méně trumfů, než máš: skryj {count:card.acc}.",
    "french.prompt.play_or_poignee": "Zahraj kartu, nebo nejdřív ukaž svou poignée.",
    "french.table.taker": "Aktér: {name}",
    "french.table.chelem": "ohlášený chelem",
    "french.table.called_in_chien": "karta je v chienu",
    "french.table.ecart_trumps": "Trumfy v écartu: {cards}",
    "french.table.poignees": "Poignées",
    "french.table.poignee_line": "{name}: {poignee} ({cards})",
    "french.table.passed": "Všichni pasují: rozdává další v pořadí.",
    "french.table.petit_sec": "Petit sec ({names}): rozdání se ruší, rozdává další v pořadí.",
    "french.talon.chien": "Chien",
    "french.talon.ecart": "Écart",
    "french.talon.caption": "{contract} · {name}",
    "french.talon.petit_sec": "Petit sec",
    "french.hand.partner": (
        "Volaná karta je v tvé ruce: hraješ spolu s hráčem {name}. Nikdo to neví, dokud ji "
        "nezahraješ."
    ),
    "french.hand.alone": (
        "Volaná karta je v tvé ruce: hraješ bez partnera. Nikdo to neví, dokud ji nezahraješ."
    ),
    "french.hand.ecart": "Tvůj écart: {cards}",
    "french.hand.hidden": "Skryto z poignée: {cards}",
    "french.event.contract": "{name} hraje: {contract}.",
    "french.event.called": "{name} volá {card}.",
    "french.event.called_played": "Volaná karta je venku ({name}).",
    "french.event.chien": "Chien se otáčí: {cards}.",
    "french.event.ecart_trump": "{name} odkládá trumf do écartu: {cards}.",
    "french.event.chelem": "{name} hlásí chelem.",
    "french.event.poignee": "{name} ukazuje: {poignee} ({cards}).",
    "french.line.contract": "Hra",
    "french.line.margin": "Rozdíl ({points} proti {target})",
    "french.line.petit_au_bout": "Petit au bout ({side})",
    "french.line.chelem.announced": "Chelem (ohlášený)",
    "french.line.chelem.unannounced": "Chelem (neohlášený)",
    "french.line.chelem.failed": "Ohlášený chelem nesplněn",
    "french.line.defence_chelem": "Chelem obrany",
    "french.line.times": "{label} · {contract} ×{factor}",
    "french.line.subtotal": "Mezisoučet",
    "french.summary.target": "Bouty: {bouts} · potřeba: {target} · rozdíl: {margin}",
    "french.summary.per_defender": "Na obránce",
    "french.summary.per_defender_line": "Na obránce: {amount}",
    "french.summary.made": "Splněno o {margin}",
    "french.summary.failed": "Nesplněno o {margin}",
    "french.summary.taker": "Aktér",
    "french.fact.bouts": "Bouty",
    "french.fact.target": "Potřeba",
    "french.fact.margin": "Rozdíl",
    "french.fact.sides": "Strany",
    "french.fact.called": "Volaná",
    "french.note.petit_au_bout": "petit au bout",
    "french.note.poignee": "poignée",
    "french.note.chelem": "chelem",
    "french.note.chelem_failed": "chelem nesplněn",
    "french.note.defence_chelem": "chelem obrany",
    "french.stats.defender": "V roli obránce: {count:deal}",
    "french.stats.bonuses": "Petit au bout, poignée a chelem ve prospěch útoku: {count}",
    "rules.french.body": (
        "Francouzský tarot hrají tři, čtyři nebo pět hráčů se 78 kartami: 21 trumfů, excuse a "
        "14 karet v každé barvě (s kavalem). Licituje se jednou za hráče, výš než dosavadní "
        "nabídky: prise (×1), garde (×2), garde sans (×4) a garde contre (×6). U prise a garde "
        "se chien otočí pro všechny, aktér ho vezme a odloží stejný počet karet (écart: žádní "
        "králové, žádné bouty, trumfy jen z nutnosti); u garde sans se nevidí a počítá se "
        "aktérovi, u garde contre obraně. V pěti aktér volá krále a kdo ho má, je tajný "
        "partner. Aktér potřebuje 56 bodů bez boutu (21, petit, excuse), 51 s jedním, 41 se "
        "dvěma, 36 se třemi; rozdání má cenu 25 a rozdíl, krát hra, s petit au bout (petit v "
        "posledním štychu, 10 × hra), s poignée (ve čtyřech 10, 13 nebo 15 ukázaných trumfů: "
        "20, 30, 40) a s chelemem (všechny štychy: 400 ohlášený, 200 neohlášený, −200 ohlášený "
        "a nesplněný). Tu částku platí nebo dostává každé místo obrany; když nikdo nelicituje, "
        "rozdává další v pořadí."
    ),
    "rules.french.preset.fft": "FFT 2012 (výchozí)",
    "rules.french.switch.prise_allowed": "Prise je povolená (F1)",
    "rules.french.switch.five_player_call": "Volání partnera v pěti (F2)",
    "rules.french.value.ladder": "král, nebo nejbližší nižší karta, když má aktér všechny čtyři",
    "rules.french.value.any": "jakákoli karta, první výnos volný",
    "french.replay.talon_line": "Chien při rozdání: {cards}",
    # -- zapisovač skóre ----------------------------------------------------------------------
    "cmd.pad": "Zapisovač skóre pro hru se skutečnými kartami",
    "cmd.pad.open": "Otevřít zapisovač skóre v tomto kanálu",
    "cmd.pad.player": "Hráč v pořadí hry: @člen nebo jméno",
    "cmd.pad.game": "Hra, která se hraje",
    "cmd.pad.preset": "Sada pravidel (výchozí: pravidla tohoto serveru)",
    "cmd.pad.switches": "Přepínače pravidel jako název=hodnota, oddělené čárkami",
    "cmd.pad.reopen": "Znovu otevřít poslední zavřený zapisovač tohoto kanálu",
    "cmd.pad.export": "Zapisovač tohoto kanálu jako soubory JSON a CSV",
    "cmd.leaderboard.pads": "Započítat i hry ze zapisovačů (skutečné karty)",
    "help.pad": (
        "• `/tarok pad open` vede skóre hry se skutečnými kartami: uveďte hráče v pořadí hry "
        "(@člen nebo jméno) a pravidla; po každém rozdání jeden hráč klikne na **Zapsat "
        "rozdání** a odpoví na několik otázek. **Opravit poslední rozdání**, **Exportovat** a "
        "**Zavřít** jsou na zapisovači; `/tarok pad reopen` pokračuje v zavřeném zapisovači. "
        "`/tarok leaderboard pads:True` započítá i hry ze zapisovačů."
    ),
    "leaderboard.with_pads": "Včetně zapisovačů.",
    "pad.title": "Zapisovač skóre · {game}",
    "pad.rules": "Pravidla: {preset}",
    "pad.deal": "Rozdání {deal_no}: {contract}",
    "pad.corrected": "(opraveno)",
    "pad.closed": "Zapisovač je zavřený. Lze ho znovu otevřít a pokračovat.",
    "pad.next_dealer": "Další rozdává: **{name}**",
    "pad.empty": "Zatím žádné rozdání. Po každém rozdání jeden hráč klikne na **Zapsat rozdání**.",
    "pad.button.enter": "Zapsat rozdání",
    "pad.button.correct": "Opravit poslední rozdání",
    "pad.button.export": "Exportovat",
    "pad.button.close": "Zavřít",
    "pad.button.reopen": "Znovu otevřít",
    "pad.button.done": "Hotovo",
    "pad.button.numbers": "Zadat čísla",
    "pad.button.back": "Zpět",
    "pad.button.cancel": "Zrušit",
    "pad.button.save": "Uložit",
    "pad.form.enter": "Rozdání {deal_no}",
    "pad.form.correct": "Oprava rozdání {deal_no}",
    "pad.refused": "Tohle všechno nemůže platit zároveň: {reason}. Vraťte se a změňte odpověď.",
    "pad.saved": "Rozdání {deal_no} je zapsané.",
    "pad.cancelled": "Nic nebylo zapsáno.",
    "pad.exported": "Zapisovač ({deals:deal}): fakta a listy (JSON) a skóre (CSV).",
    "pad.yes": "Ano",
    "pad.no": "Ne",
    "slovenian.pad.side.declarer": "strana hráče",
    "slovenian.pad.side.opponents": "protihráči",
    "slovenian.pad.step.contract": "Která hra se hrála?",
    "slovenian.pad.step.declarer": "Čí hra to byla?",
    "slovenian.pad.step.partner": "Kdo drží volaného krále?",
    "slovenian.pad.partner.alone": "Nikdo (vlastní král nebo král v talonu)",
    "slovenian.pad.step.points": "Kolik bodů získala strana hráče?",
    "slovenian.pad.field.declarer_points": "Body strany hráče",
    "slovenian.pad.step.tricks": "Kolik štychů získala strana hráče?",
    "slovenian.pad.step.bonuses": "Které prémie získala celé jedna strana? (žádné: jen Hotovo)",
    "slovenian.pad.step.pagat": "Pagát v posledním štychu?",
    "slovenian.pad.ultimo.none": "Ne",
    "slovenian.pad.pagat.declarer.won": "Ano, zahrála ho strana hráče a štych vyhrála",
    "slovenian.pad.pagat.declarer.lost": "Ano, zahrála ho strana hráče a štych prohrála",
    "slovenian.pad.pagat.opponents.won": "Ano, zahráli ho protihráči a štych vyhráli",
    "slovenian.pad.pagat.opponents.lost": "Ano, zahráli ho protihráči a štych prohráli",
    "slovenian.pad.step.king_ultimo": "Volaný král v posledním štychu?",
    "slovenian.pad.king.won": "Ano, štych vyhrála strana hráče",
    "slovenian.pad.king.lost": "Ano, štych vyhráli protihráči",
    "slovenian.pad.step.announced": "Co bylo hlášeno? (nic: jen Hotovo)",
    "slovenian.pad.step.kontra": "Kam až došla kontra na {item}?",
    "slovenian.pad.kontra.none": "Bez kontry",
    "slovenian.pad.step.mond": "Co se stalo s mondem?",
    "slovenian.pad.mond.none": "Nic zvláštního",
    "slovenian.pad.mond.lost_by": "{name}: mond chycen škisem",
    "slovenian.pad.mond.talon": "V talonu, u protihráčů",
    "slovenian.pad.step.klop_points": "Body jednotlivých hráčů",
    "slovenian.pad.step.klop_tricks": "Štychy jednotlivých hráčů",
    "slovenian.pad.step.klop_kontra": "Kontra na klop: od koho?",
    "pad.error.game": "Zapisovač lze vést pro: {games}.",
    "pad.error.players": "Zapisovač této hry má tolik hráčů: {sizes}.",
    "pad.error.twice": "Žádné jméno nelze uvést dvakrát.",
    "pad.error.exists": "V tomto kanálu už je otevřený zapisovač.",
    "pad.error.none": "V tomto kanálu není zapisovač.",
    "pad.error.none_closed": (
        "V tomto kanálu není zavřený zapisovač, který by bylo možné znovu otevřít."
    ),
    "pad.error.not_player": "Do zapisovače mohou psát jen hráči tohoto zapisovače.",
    "pad.error.stale": (
        "To už neplatí: v zapisovači nebo ve formuláři došlo ke změně. Nic se nezměnilo."
    ),
    "pad.error.number": "{field}: napište celé číslo od {low} do {high}.",
    "czech.pad.step.contract": "Která hra se hrála?",
    "czech.pad.step.declarer": "Čí hra to byla?",
    "czech.pad.step.conceded": "Byla povinnost vzdána (volaný tarok v t1–t4)?",
    "czech.pad.step.partner": "Kdo drží volaný tarok?",
    "czech.pad.partner.alone": "Nikdo (vlastní XIX nebo z talonu)",
    "czech.pad.step.stage": "Na kterém stupni se hrála třetí hra?",
    "czech.pad.step.points": "Kolik bodů získala strana hráče?",
    "czech.pad.field.points": "Body strany hráče",
    "czech.pad.step.tricks": "Kolik štychů získala strana hráče?",
    "czech.pad.step.pagat": "Vyhrává pagát poslední štych?",
    "czech.pad.pagat.none": "Ne",
    "czech.pad.pagat.declarer": "Ano, pro stranu hráče",
    "czech.pad.pagat.opponents": "Ano, pro protihráče",
    "czech.pad.step.announced": "Co hlásila strana hráče? (nic: jen Hotovo)",
    "czech.pad.step.flek": "Flek na {item}: od koho?",
    "czech.pad.kontra.none": "Od nikoho",
    "czech.pad.step.re": "Říká {name} re na {item}?",
    "czech.pad.step.tutti": "Tutti na {item}: od koho?",
    "czech.pad.step.bonus_seats": "Kdo hlásí prémie v ruce? (nikdo: jen Hotovo)",
    "czech.pad.step.bonuses": "Prémie v ruce, které hlásí {name}",
    # -- zapisovač: francouzský tarot --------------------------------------------------------
    "french.pad.chelem.none": "Ne",
    "french.pad.contract.garde": "Garde",
    "french.pad.contract.garde_contre": "Garde contre",
    "french.pad.contract.garde_sans": "Garde sans",
    "french.pad.contract.prise": "Prise",
    "french.pad.field.points": "Body útoku z karet (celé)",
    "french.pad.partner.alone": "Nikdo (vlastní karta nebo karta v chienu)",
    "french.pad.petit.none": "Nikdo",
    "french.pad.poignee.none": "Nikdo",
    "french.pad.poignee.size": "{trumps} trumfů",
    "french.pad.side.attack": "Útok",
    "french.pad.side.defence": "Obrana",
    "french.pad.step.bouts": "Kolik boutů má útok na konci?",
    "french.pad.step.chelem": "Vzala jedna strana všechny štychy?",
    "french.pad.step.chelem_announced": "Šlo o ohlášený chelem?",
    "french.pad.step.contract": "Jaká hra se hrála?",
    "french.pad.step.half": "A k tomu polovina bodu?",
    "french.pad.step.partner": "Kdo drží volanou kartu?",
    "french.pad.step.petit": "Čí strana získala Petit au bout?",
    "french.pad.step.poignee": "Poignée, kterou ukazuje {name}",
    "french.pad.step.poignee_more": "Kdo ještě ukazuje poignée?",
    "french.pad.step.poignee_seat": "Kdo ukazuje poignée?",
    "french.pad.step.points": "Kolik bodů z karet má útok?",
    "french.pad.step.taker": "Čí hra to byla?",
}
