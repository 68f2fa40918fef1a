"""Slovenska besedila.

Ključi in ``{oznake}`` se morajo ujemati z :mod:`bot.i18n.en` (tako kot pri vsakem jeziku).
Števni samostalniki (``noun.*``) imajo obliko za vsako število (ednina, dvojina, 3–4, 5+) in
za sklone, ki jih besedila rabijo (``noun.point.ins``: "z 38 točkami"); ``{s/z}`` izbere
predlog po besedi, ki mu sledi; besede z ``Word(…, "f")`` povedo spol, da se pridevniki
ujemajo z njimi ("Trula (napovedana)", "Kralji (napovedani)").

Zapisano za vse: glagoli v sedanjiku ("Ana vrže XXI", "Ana pobere štih"), brez zaimkov in
deležnikov, ki bi igralcu pripisali spol; vloge (igralec, partner, gostitelj) so imena vlog
ob dvopičju, nikoli osebek s pridevnikom ali deležnikom v moškem spolu.

Izrazi: *deljenje* je ena razdelitev kart od licitacije do obračuna, *igra* je to, kar se
licitira in igra (tri, solo brez, klop …), *igranje* je del deljenja, ko se mečejo karte,
*partija* je vse, kar se odigra za eno mizo (do škisovega kroga ali dogovorjenega števila
deljenj).
"""

from __future__ import annotations

from bot.i18n.grammar import SLOVENE, Word

NAME = "slovenščina"
GRAMMAR = SLOVENE

TEXTS: dict[str, str | dict[str, str]] = {
    # -- števni samostalniki: ednina, dvojina, 3–4, 5+ ----------------------------------------
    "noun.point": {"one": "točka", "two": "točki", "few": "točke", "other": "točk"},
    "noun.point.ins": {"one": "točko", "two": "točkama", "few": "točkami", "other": "točkami"},
    "noun.card_point": {"one": "točka", "two": "točki", "few": "točke", "other": "točk"},
    "noun.card": {"one": "karta", "two": "karti", "few": "karte", "other": "kart"},
    "noun.card.acc": {"one": "karto", "two": "karti", "few": "karte", "other": "kart"},
    "noun.trick": {"one": "štih", "two": "štiha", "few": "štihi", "other": "štihov"},
    "noun.deal": {"one": "deljenje", "two": "deljenji", "few": "deljenja", "other": "deljenj"},
    "noun.radelc": {"one": "radelc", "two": "radelca", "few": "radelci", "other": "radelcev"},
    "noun.second": {"one": "sekunda", "two": "sekundi", "few": "sekunde", "other": "sekund"},
    "noun.minute": {"one": "minuta", "two": "minuti", "few": "minute", "other": "minut"},
    # -- splošno ------------------------------------------------------------------------------
    "common.yes": "da",
    "common.no": "ne",
    "common.none": "—",
    "common.seconds": "{seconds:second}",
    "common.minutes": "{minutes:minute}",
    "common.player": "Sedež {seat}",
    "language.set": "Odslej ti pišem v jeziku: {language}.",
    "language.cleared": "Izbira jezika je izbrisana: veljal bo jezik strežnika.",
    # Moč računalnika: "računalnik (lahek)", "Računalniški igralci: lahki".
    "level.easy": {
        "m": "lahek",
        "f": "lahka",
        "n": "lahko",
        "m.pl": "lahki",
        "f.pl": "lahke",
        "n.pl": "lahka",
    },
    "level.normal": {
        "m": "srednji",
        "f": "srednja",
        "n": "srednje",
        "m.pl": "srednji",
        "f.pl": "srednje",
        "n.pl": "srednja",
    },
    "level.hard": {
        "m": "težek",
        "f": "težka",
        "n": "težko",
        "m.pl": "težki",
        "f.pl": "težke",
        "n.pl": "težka",
    },
    "level.random": {
        "m": "naključen",
        "f": "naključna",
        "n": "naključno",
        "m.pl": "naključni",
        "f.pl": "naključne",
        "n.pl": "naključna",
    },
    "computer.name": "Računalnik {number}",
    "computer.stand_in": "{name} (računalnik)",
    # -- gumbi --------------------------------------------------------------------------------
    "button.join": "Pridruži se",
    "button.leave": "Zapusti mizo",
    "button.start": "Začni",
    "button.cancel": "Prekliči",
    "button.add_computer": "Dodaj računalnik",
    "button.remove_computer": "Odstrani računalnik",
    "button.my_hand": "Moje karte",
    "button.refresh": "Osveži",
    "button.ready": "Nadaljujmo",
    "button.return": "Nazaj za mizo",
    # -- čakalnica ----------------------------------------------------------------------------
    "lobby.title": "Tarok: nova miza",
    "lobby.host": "Gostitelj: {host}",
    "lobby.players": "Igralci ({count}/{players})",
    "lobby.seat_human": "{seat}. {name}",
    "lobby.seat_computer": "{seat}. računalnik ({level:m})",
    "lobby.seat_empty": "{seat}. prosto",
    "lobby.rules": "Pravila: {preset}",
    "lobby.length_deals": "Dolžina: {deals:deal}",
    "lobby.timer": "Čas za potezo: {time}",
    "lobby.no_timer": "Brez časovne omejitve",
    "lobby.level": "Računalniški igralci: {level:m.pl}",
    "lobby.hint": (
        "Klikni Pridruži se, da sedeš za mizo. Partijo začne gostitelj; "
        "prosta mesta zasedejo računalniki."
    ),
    "lobby.expires": "Miza se zapre {when}, če se nihče ne pridruži ali je ne začne.",
    "lobby.started": "Partija se je začela.",
    "lobby.cancelled": "Miza je zaprta.",
    "lobby.expired": "Miza je zaprta: partija se ni začela pravočasno.",
    # -- miza ---------------------------------------------------------------------------------
    "table.title": "Tarok · deljenje {deal_no}",
    "table.title_of": "Tarok · deljenje {deal_no} od {deals}",
    "table.turn": "Na potezi: {name}",
    "table.turn_deadline": "Na potezi: {name} (čas poteče {when})",
    "table.your_turn": "Na potezi si!",
    "table.contract": "Igra: {contract}",
    "table.declarer": "igra jo {name}",
    "table.partner": "ima ga {name}",
    "table.partner_unknown": "partner še ni znan",
    "table.alone": "{name} igra brez partnerja",
    "table.called": "Klican je {card}",
    "table.called_in_talon": "v talonu je",
    "table.talon": "Talon",
    "table.talon_taken": "{name} vzame {number}. kup iz talona.",
    "table.discards": "Založeni taroki: {cards}",
    "table.trick": "{number}. štih",
    "table.trick_won": "{name} pobere štih.",
    "table.bids": "Licitacija",
    "table.bid_line": "{name}: {bid}",
    "table.announcements": "Napovedi",
    "table.announced_line": "{name}: {item}",
    "table.kontra_line": "{item}: {level}",
    "table.compulsory_klop": "Obvezni klop: licitirati je mogoče le solo brez ali višjo igro.",
    "table.open_hand": "Odprte karte: {name}",
    "table.played": "{name} vrže {card}.",
    "table.timeout": "{name}: čas je potekel, računalnik vrže {card}.",
    "table.timeout_action": "{name}: čas je potekel, potezo izbere računalnik.",
    "table.deal_over": "Deljenje je končano.",
    "table.next_deal": "Naslednje deljenje se začne {when} ali takoj, ko vsi kliknejo Nadaljujmo.",
    "table.ready_count": "Za nadaljevanje: {ready} od {total}",
    "table.stopped": "{name} konča partijo.",
    "table.resumed": "Partija se po ponovnem zagonu bota nadaljuje.",
    # -- karte v roki in pozivi ---------------------------------------------------------------
    "hand.not_playing": "Trenutno se ne igra nobeno deljenje.",
    "prompt.bidding": "Licitiraj ali reci naprej.",
    "prompt.declare": "Izberi igro, ki jo igraš.",
    "prompt.king_call": "Pokliči kralja.",
    "prompt.talon": "Izberi kup kart iz talona.",
    "prompt.discard": "Založi {count:card.acc}.",
    "prompt.announce": "Napovej, daj kontro ali reci naprej.",
    "prompt.play": "Vrzi karto.",
    "prompt.wait": "Počakaj: na potezi je {name}.",
    # -- faze ---------------------------------------------------------------------------------
    "phase.bidding": "Licitacija",
    "phase.declare": "Izbira igre",
    "phase.king_call": "Klicanje kralja",
    "phase.talon": "Talon",
    "phase.discard": "Zalaganje",
    "phase.announce": "Napovedi",
    "phase.play": "Igranje",
    "phase.done": "Konec deljenja",
    # -- igre in licitacija -------------------------------------------------------------------
    "contract.klop": "Klop",
    "contract.three": "Tri",
    "contract.two": "Dva",
    "contract.one": "Ena",
    "contract.solo_three": "Solo tri",
    "contract.solo_two": "Solo dva",
    "contract.solo_one": "Solo ena",
    "contract.beggar": "Berač",
    "contract.solo_without": "Solo brez",
    "contract.open_beggar": "Odprti berač",
    "contract.colour_valat": "Barvni valat",
    "contract.valat": "Valat",
    "bid.pass": "Naprej",
    # -- napovedi in kontre -------------------------------------------------------------------
    "item.game": "Igra",
    "item.trula": "Trula",
    "item.kings": "Kralji",
    "item.king_ultimo": "Kralj ultimo",
    "item.pagat_ultimo": "Pagat ultimo",
    "item.valat": "Valat",
    "item.mondfang": "Mondfang",
    "item.colour_valat": "Barvni valat",
    "announce.action": "Napovej: {item}",
    "kontra.2": "Kontra",
    "kontra.4": "Rekontra",
    "kontra.8": "Subkontra",
    "kontra.16": "Mordkontra",
    "kontra.action": "{level}: {item}",
    # -- talon, klicanje, zalaganje -----------------------------------------------------------
    "talon.group": "{number}. kup",
    "action.call": "Kličem: {card}",
    "action.discard": "Založi: {card}",
    # -- imena kart ---------------------------------------------------------------------------
    "suit.hearts": "srce",
    "suit.diamonds": "kara",
    "suit.spades": "pik",
    "suit.clubs": "križ",
    "rank.K": "kralj",
    "rank.Q": "dama",
    "rank.C": "kaval",
    "rank.J": "fant",
    "card.suit": "{rank} {suit}",
    "card.tarok": "tarok {number}",
    "card.pagat": "pagat",
    "card.mond": "mond",
    "card.skis": "škis",
    # -- vrstice točkovanja -------------------------------------------------------------------
    # Spol vrstice, da se "tihi"/"napovedani" ujema z njo: "Trula (napovedana)".
    "line.contract": Word("Igra", "f"),
    "line.difference": Word("Razlika", "f"),
    "line.trula": Word("Trula", "f"),
    "line.kings": Word("Kralji", "m.pl"),
    "line.king_ultimo": Word("Kralj ultimo", "m"),
    "line.pagat_ultimo": Word("Pagat ultimo", "m"),
    "line.valat": Word("Valat", "m"),
    "line.mondfang": Word("Mondfang", "m"),
    "line.mond": Word("Ujeti mond", "m"),
    "line.mond_talon": Word("Mond v talonu", "m"),
    "line.klop": Word("Klop", "m"),
    "line.radelc": Word("Radelc", "m"),
    "line.kind.game": "",
    "line.kind.silent": {
        "m": "tihi",
        "f": "tiha",
        "n": "tiho",
        "m.pl": "tihi",
        "f.pl": "tihe",
        "n.pl": "tiha",
    },
    "line.kind.announced": {
        "m": "napovedani",
        "f": "napovedana",
        "n": "napovedano",
        "m.pl": "napovedani",
        "f.pl": "napovedane",
        "n.pl": "napovedana",
    },
    "line.kind.attempt": "neuspeli poskus",
    "line.kind.radelc": "podvojitev",
    "line.kind.klop": "",
    "line.kind.penalty": "kazen",
    "line.with_kind": "{label} ({kind})",
    "line.kontra": "{label} · {level} ×{factor}",
    "line.format": "{label}: {amount}",
    # -- povzetek deljenja --------------------------------------------------------------------
    "summary.title": "Deljenje {deal_no}: {contract}",
    "summary.won": "{names}: zmaga {s/z} {points:point.ins}.",
    "summary.lost": "{names}: poraz {s/z} {points:point.ins}.",
    "summary.won_tricks": "{names}: zmaga.",
    "summary.lost_tricks": "{names}: poraz.",
    "summary.klop": "Klop: vsi si zapišejo svoje točke.",
    "summary.and": "{first} in {second}",
    "summary.scores": "To deljenje",
    "summary.total_line": "Skupaj: {amount}",
    "summary.seat_score": "{name}: {amount}",
    "summary.radelci_for_all": "Vsi dobijo radelc.",
    "summary.radelc_cancelled": "{name} si prečrta radelc.",
    # -- konec partije ------------------------------------------------------------------------
    "session.title": "Končni vrstni red",
    "session.standing": "{place}. {name}: {final}",
    "session.standing_detail": "{place}. {name}: {final} ({total}, obračun: {penalty})",
    "session.winner": "Zmaga: {name}",
    "session.winners": "Zmago si delijo: {names}",
    "session.ended_early": "Partija je bila končana predčasno.",
    "session.deals_played": "Odigrano: {count:deal}",
    # -- napake -------------------------------------------------------------------------------
    "error.generic": "Nekaj je šlo narobe.",
    "error.internal": "Pri meni je prišlo do napake. Poskusi znova.",
    "error.no_table": "V tem kanalu ni odprte mize.",
    "error.table_exists": "V tem kanalu je miza že odprta.",
    "error.not_host": "To lahko stori samo gostitelj mize.",
    "error.not_seated": "Ne sediš za to mizo.",
    "error.already_seated": "Za to mizo že sediš.",
    "error.table_full": "Miza je polna.",
    "error.no_computer": "Za mizo ni računalniškega igralca, ki bi ga bilo mogoče odstraniti.",
    "error.need_human": "Za mizo mora sedeti vsaj en človek.",
    "error.wrong_status": "Tega zdaj ni mogoče storiti.",
    "error.not_your_turn": "Nisi na potezi.",
    "error.stale": "Ta gumb ne velja več: poteza je že mimo.",
    "error.invalid_action": "Ta poteza ni veljavna.",
    "error.illegal": "Ta poteza zdaj ni dovoljena.",
    "error.not_between_deals": "Gumb Nadaljujmo deluje samo med deljenji.",
    "error.not_away": "Saj že sediš za mizo.",
    "error.no_permission": "Tega ne smeš storiti.",
    "error.guild_only": "To deluje samo v kanalu strežnika.",
    # -- lestvica -----------------------------------------------------------------------------
    # Naslov: "Lestvica · vseh časov · skupne točke" (obdobje v rodilniku).
    "leaderboard.period.all": "vseh časov",
    "leaderboard.period.month": "tega meseca",
    "leaderboard.period.week": "tega tedna",
    "leaderboard.order.total": "skupne točke",
    "leaderboard.order.average": "povprečje na deljenje",
    "leaderboard.order.success": "uspeh lastnih iger",
    "leaderboard.row.total": "{rank}. {name}: {total} · {deals:deal}",
    "leaderboard.row.average": "{rank}. {name}: {average} na deljenje · {deals:deal}",
    "leaderboard.row.success": "{rank}. {name}: {rate} % · dobljeno {won} od {played}",
    "leaderboard.empty": "Odigrano ni bilo še nobeno deljenje.",
    # -- statistika ---------------------------------------------------------------------------
    "stats.deals": "Odigrano: {count:deal}",
    "stats.sessions": "Partije: {count} (zmage: {won})",
    "stats.total": "Točke skupaj: {total}",
    "stats.average": "Povprečje na deljenje: {average}",
    "stats.declared": "Lastne igre: {played}, dobljeno {won} ({rate} %)",
    "stats.partnered": "V vlogi partnerja: {played}, dobljeno {won}",
    "stats.klop": "Klopi: {count}",
    "stats.bonuses": "Doseženi bonusi: {count}",
    "stats.radelci": "Zaračunani radelci: {count} ({penalty:point})",
    "stats.by_contract": "Po igrah",
    "stats.contract_line": "{contract}: dobljeno {won} od {played}",
    "stats.series": "Točke skozi čas",
    "stats.empty": "{name} še nima odigranega nobenega deljenja.",
    # -- zgodovina ----------------------------------------------------------------------------
    "history.title": "Zadnje partije",
    "history.player": "{name} {final}",
    "history.ended_early": "(končana predčasno)",
    "history.empty": "Končana ni bila še nobena partija.",
    # -- nastavitve ---------------------------------------------------------------------------
    "settings.title": "Nastavitve strežnika",
    "settings.preset": "Pravila: {preset}",
    "settings.switches": "Spremembe pravil: {list}",
    "settings.timer": "Čas za potezo: {timer}",
    "settings.level": "Računalniški igralci: {level:m.pl}",
    "settings.language": "Jezik: {language}",
    "settings.saved": "Nastavitve so shranjene.",
    "settings.default": "(privzeto)",
    # -- pomoč --------------------------------------------------------------------------------
    "help.title": "Tarok: pomoč",
    "help.body": (
        "Tarok z gumbi, naravnost v kanalu. Igre: {games}.\n"
        "• `/tarok start` odpre mizo v tem kanalu (možnost `game` izbere igro); ostali "
        "kliknejo **Pridruži se**. Gostitelj klikne **Začni**; prosta mesta zasedejo "
        "računalniki.\n"
        "• **Moje karte** na sporočilu mize pokaže tvoje karte samo tebi; od tam tudi igraš.\n"
        "• Če ne igraš pravočasno, potezo namesto tebe odigra računalnik; po dveh zamudah "
        "igra zate, dokler ne klikneš **Nazaj za mizo**.\n"
        "• `/tarok leaderboard`, `/tarok stats` in `/tarok history` pokažejo rezultate.\n"
        "• `/tarok rules` razloži pravila igre; `/tarok language` izbere jezik, v katerem ti "
        "piše bot."
    ),
    # -- pravila ------------------------------------------------------------------------------
    "rules.title": "Pravila: {preset}",
    "rules.slovenian.body": (
        "Slovenski tarok se igra s 54 kartami: 22 tarokov in po 8 kart v vsaki barvi. Po "
        "deljenju igralci licitirajo igre: tri, dva, ena (pri štirih igralcih s klicanim "
        "kraljem kot skritim partnerjem), sole, berača, solo brez, odprtega berača, barvni "
        "valat in valat; če nihče ne licitira, se igra klop, v katerem skušajo vsi pobrati čim "
        "manj točk. Stran, ki igra igro, potrebuje več kot 35 od 70 točk. Bonusi so trula "
        "(pagat, mond, škis), kralji, kralj ultimo, pagat ultimo in valat, tihi ali "
        "napovedani; napovedi je mogoče podvojiti s kontro. Komur ujamejo monda, plača kazen. "
        "Po klopu in velikih igrah vsi dobijo radelc, ki imetniku podvoji rezultat naslednje "
        "lastne igre; neprečrtani radelci na koncu partije stanejo točke."
    ),
    "rules.preset.pagat": "pagat.com (privzeto)",
    "rules.preset.palcka": "Palčka",
    "rules.switch.round_difference_4p": "Razlika zaokrožena na 5 (štirje igralci)",
    "rules.switch.round_difference_3p": "Razlika zaokrožena na 5 (trije igralci)",
    "rules.switch.round_klop": "Izgube v klopu zaokrožene na 5",
    "rules.switch.klop_full_threshold": "Točke, pri katerih je igralec v klopu poln",
    "rules.switch.klop_full_and_empty": "Poln in prazen igralec v istem klopu",
    "rules.switch.klop_several_empties": "Več praznih igralcev v klopu",
    "rules.switch.klop_radelc_doubling": "Radelci podvojijo rezultat klopa",
    "rules.switch.klop_kontra": "Kontra v klopu",
    "rules.switch.kontra_trula_kings": "Kontra na trulo in kralje",
    "rules.switch.kontra_max": "Najvišja kontra",
    "rules.switch.mond_penalty": "Kazen za ujetega monda",
    "rules.switch.mond_penalty_scope": "Igre s kaznijo za monda",
    "rules.switch.announced_mondfang": "Mondfang je mogoče napovedati",
    "rules.switch.emperor_any_order": "Cesarski štih v poljubnem vrstnem redu",
    "rules.switch.forced_pagat": "Pagat je treba vreči na škisa in monda",
    "rules.switch.pagat_negative": "Pagat v negativnih igrah",
    "rules.switch.tarok_discards": "Zalaganje tarokov",
    "rules.switch.bid_priority": "Držanje licitacije",
    "rules.switch.contracts_3p": "Igre pri treh igralcih",
    "rules.switch.no_tarok": "Roka brez tarokov",
    "rules.switch.zaruf_remainder": "Ostanek talona pri klicanem kralju v talonu",
    "rules.switch.radelc_end_penalty": "Kazen za neprečrtan radelc",
    "rules.value.both_70": "oba dobita 70",
    "rules.value.both_35": "oba dobita 35",
    "rules.value.empty_only_if_no_full": "prazni dobijo točke le, če ni polnega",
    "rules.value.each_70": "vsi dobijo po 70",
    "rules.value.share_70": "si delijo 70",
    "rules.value.none": "ni dovoljena",
    "rules.value.once": "enkrat, kdorkoli",
    "rules.value.three_two_one": "tri, dva in ena",
    "rules.value.normal": "navadne igre",
    "rules.value.normal_and_solo_without": "navadne igre in solo brez",
    "rules.value.only_tarok": "le kot zadnji tarok",
    "rules.value.not_lead": "nikoli za prvo karto, razen kot zadnja karta",
    "rules.value.free": "prosto, odkrito",
    "rules.value.unavoidable": "le, če ni druge možnosti",
    "rules.value.graded": "po prednosti",
    "rules.value.forehand_only": "drži lahko le, kdor začne licitacijo",
    "rules.value.compulsory_klop": "ponovno deljenje, nato obvezni klop",
    "rules.value.redeal": "ponovno deljenje",
    "rules.value.trick_winner": "dobi ga, kdor pobere kraljev štih",
    "rules.value.declarer_if_wins": "dobi ga igralec, če pobere ta štih",
    # -- vmesnik na Discordu -------------------------------------------------------------------
    "button.play_again": "Igraj znova",
    "choice.language_server": "Jezik strežnika",
    "choice.length_deals": "{count:deal}",
    "choice.length_open": "Brez omejitve (do konca po dogovoru)",
    "discard.placeholder": "Izberi {count:card.acc} za zalaganje",
    "error.bot_permissions": "Za mizo v tem kanalu potrebujem ta dovoljenja: {list}.",
    "error.bad_id": "Ta gumb je okvarjen ali ni tvoj; nič se ni spremenilo.",
    "error.restarting": "Bot se ponovno zaganja: nič se ni spremenilo. Poskusi znova čez minuto.",
    "error.discard_count": "Izberi natanko {count:card.acc}.",
    "hand.heading": "Tvoje karte · deljenje {deal_no} · {phase}",
    "hand.away": "Namesto tebe igra računalnik. Klikni Nazaj za mizo, da spet igraš.",
    "hand.card_by": "{card} ({name})",
    "hand.on_table": "Na mizi: {cards}",
    "hand.time_left": "Čas poteče {when}.",
    # Vloge ob imenu: "Ana (deli)", "Bor (igra)".
    "role.dealer": "deli",
    "role.forehand": "začne",
    "role.declarer": "igra",
    "role.partner": "ima kralja",
    "table.seat_line": "{seat}. **{name}**{roles} · {total}{radelci} · {tricks:trick}",
    "table.away_list": "Računalnik igra za: {names}",
    "session.play_again_hint": "Gumb Igraj znova odpre novo mizo z enakimi nastavitvami.",
    "settings.bad_value": "Ta nastavitev ni veljavna: {error}",
    "sheet.title": "Zapisnik",
    "summary.declarer": "Igralec",
    "summary.partner": "Partner",
    "summary.outcome_won": "Dobljeno",
    "summary.outcome_lost": "Izgubljeno",
    "summary.total": "Skupaj",
    # -- ukazi (opisi: največ 100 znakov) -------------------------------------------------------
    "cmd.group": "Igre s tarok kartami",
    "cmd.start": "Odpri mizo za tarok v tem kanalu",
    "cmd.start.preset": "Različica pravil",
    "cmd.start.level": "Moč računalniških igralcev",
    "cmd.start.timer": "Sekunde za vsako potezo (0 = brez omejitve)",
    "cmd.start.length": "Število deljenj ali brez omejitve",
    "cmd.stop": "Končaj partijo za mizo v tem kanalu",
    "cmd.leaderboard": "Najboljši igralci tega strežnika",
    "cmd.leaderboard.period": "Obdobje",
    "cmd.leaderboard.metric": "Razvrsti po",
    "cmd.stats": "Statistika igralca z grafom točk",
    "cmd.stats.user": "Igralec (ti, če ostane prazno)",
    "cmd.history": "Zadnje partije na tem strežniku",
    "cmd.rules": "Pravila igre in njenih različic",
    "cmd.rules.preset": "Različica pravil",
    "cmd.settings": "Privzete nastavitve strežnika (dovoljenje Upravljanje strežnika)",
    "cmd.settings.preset": "Privzeta različica pravil",
    "cmd.settings.timer": "Privzete sekunde za potezo (0 = brez omejitve)",
    "cmd.settings.level": "Privzeta moč računalniških igralcev",
    "cmd.settings.language": "Jezik miz na strežniku",
    "cmd.settings.rule": "Pravilo, ki ga spremeniš",
    "cmd.settings.value": "Nova vrednost pravila",
    "cmd.settings.reset_rules": "Izbriši vse spremembe pravil",
    "cmd.language": "Izberi jezik, v katerem ti piše bot",
    "cmd.language.language": "Jezik",
    "cmd.help": "Kako igrati tarok s tem botom",
    # -- vrste taroka (igra za mizo) ----------------------------------------------------------
    "game.slovenian": "Slovenski tarok",
    "lobby.game": "Vrsta taroka: {game}",
    "lobby.length_end": "Dolžina: po dogovoru",
    "table.seat_out_line": "{seat}. **{name}** · {total}{radelci} · v tem deljenju počiva",
    "table.end_called": "Konec partije je napovedan.",
    "table.end_vote": "Glasovi za konec partije: {votes}/{needed}",
    "button.end_vote": "Konec partije",
    "hand.sitting_out": "V tem deljenju počivaš.",
    "prompt.choose": "Izberi potezo.",
    "pick.placeholder": "Izberi",
    "sheet.settlement": "Obračun",
    "error.end_unavailable": "Konca partije pri tej mizi zdaj ni mogoče napovedati.",
    "error.unknown_game": "Vrste taroka {game} ne poznam; na voljo so: {games}.",
    "error.table_size": "{game}: število igralcev je lahko {sizes}.",
    "leaderboard.title_game": "Lestvica · {game} · {period} · {order}",
    "stats.title_game": "Statistika: {name} · {game}",
    "history.entry_game": "{date} · {game} · {deals:deal} · {players}",
    "settings.game": "Vrsta taroka: {game}",
    "cmd.start.game": "Vrsta taroka, ki jo boste igrali",
    "cmd.start.seats": "Število igralcev (kolikor jih igra dovoli)",
    "cmd.leaderboard.game": "Vrsta taroka (privzeto: tista v tem kanalu)",
    "cmd.stats.game": "Vrsta taroka (privzeto: tista v tem kanalu)",
    "cmd.history.game": "Samo partije te vrste taroka",
    "cmd.rules.game": "Vrsta taroka, katere pravila želiš videti",
    "cmd.settings.game": "Vrsta taroka, katere pravila spreminjata možnosti preset in rule",
    # -- slovenski tarok po svoje (Display.key: slovenian.<splošni ključ>) ---------------------
    "slovenian.lobby.length_end": "Dolžina: do škisovega kroga",
    "slovenian.button.end_vote": "Škisov krog",
    "slovenian.table.end_called": "Napovedan je škisov krog: po njem je partije konec.",
    "slovenian.table.end_vote": "Glasovi za škisov krog: {votes}/{needed}",
    "slovenian.error.end_unavailable": "Škisovega kroga pri tej mizi zdaj ni mogoče napovedati.",
    "slovenian.sheet.settlement": "Radelci",
    "slovenian.session.standing_detail": (
        "{place}. {name}: {final} ({total}, {radelci:radelc}: {penalty})"
    ),
    # -- screens: bid values, talon captions, penalties, five at a table, other games -----------
    "bid.value": "{contract} · {value}",
    "summary.penalties": "Kazni",
    "talon.caption_choosing": "{name} izbira kup",
    "talon.caption_chosen": "Izbran {number}. kup · {name}",
    "slovenian.table.seat_out_line": (
        "{seat}. **{name}** · {total}{radelci} · deli in v tem deljenju počiva"
    ),
    "game.french": "Francoski tarok",
    "table.open_hand_caption": "odprte karte",
    "game.czech": "Češki tarok",
    # -- češki taroki (czech.*, rules.czech.*) -----------------------------------------------
    "czech.lobby.length_end": "Dolžina: po dogovoru, do konca kroga",
    "czech.table.end_called": (
        "Konec partije je napovedan: partija se konča, ko so vsi delili enako mnogokrat."
    ),
    "czech.sheet.settlement": "Konec",
    "czech.phase.raise": "Izbira igre",
    "czech.phase.call": "Klicanje taroka",
    "czech.phase.discard": "Zalaganje",
    "czech.contract.first": "Prva igra",
    "czech.contract.second": "Druga igra",
    "czech.contract.third": "Tretja igra",
    "czech.contract.solo": "Solo",
    "czech.bonus.no_trumps": "Brez tarokov (barvy)",
    "czech.bonus.few_trumps": "Malo tarokov (barvičky)",
    "czech.bonus.half_trumps": "Pol tarokov (taročky)",
    "czech.bonus.full_trumps": "Polni taroki (taroky)",
    "czech.bonus.honours": "Trula (trul)",
    "czech.bonus.kings": "Kralji (královské honéry)",
    "czech.bonus.five_pointers": "Štiri petice (honéry)",
    "czech.item.game": "Igra",
    "czech.item.pagat_ultimo": "Pagát ultimo",
    "czech.item.slam": "Valat (valát)",
    "czech.kontra.2": "Flek",
    "czech.kontra.4": "Re",
    "czech.kontra.8": "Tutti",
    "czech.card.skyz": "škýz",
    "czech.card.mond": "mond",
    "czech.card.pagat": "pagát",
    "czech.card.tarok": "tarok {number}",
    "czech.card.suit": "{rank} {suit}",
    "czech.rank.K": "kralj",
    "czech.rank.Q": "dama",
    "czech.rank.C": "kaval",
    "czech.rank.J": "fant",
    "czech.rank.1": "1",
    "czech.rank.2": "2",
    "czech.rank.3": "3",
    "czech.rank.4": "4",
    "czech.rank.7": "7",
    "czech.rank.8": "8",
    "czech.rank.9": "9",
    "czech.rank.10": "10",
    "czech.suit.hearts": "srce",
    "czech.suit.diamonds": "kara",
    "czech.suit.spades": "pik",
    "czech.suit.clubs": "križ",
    "czech.role.partner": "ima klicani tarok",
    "czech.action.concede": "Odstopi (−15)",
    "czech.action.turn": "Obrni {cards}",
    "czech.action.stage": "Vzemi {cards} ({stage})",
    "czech.action.bonus": "Napovej: {bonus}",
    "czech.action.announce": "Napovej: {item}",
    "czech.action.kontra": "{level}: {item}",
    "czech.prompt.bidding": "Licitiraj višje ali reci naprej: kdor reče naprej, ne licitira več.",
    "czech.prompt.raise": "Licitacija je tvoja: igraj svojo igro ali izberi višjo.",
    "czech.prompt.call": "Pokliči tarok: kdor ga ima, je tvoj skriti partner.",
    "czech.prompt.talon_turn": "Vzemi t1–t3 (1. stopnja, ×1) ali obrni t4–t6.",
    "czech.prompt.talon": "Vzemi t4–t6 (2. stopnja, ×2) ali se vrni k t1–t3 (3. stopnja, ×3).",
    "czech.prompt.discard": "Založi {count:card.acc} (nikoli petice ali klicanega taroka).",
    "czech.prompt.discard_or_concede": (
        "Založi {count:card.acc} ali odstopi: klicani tarok je v talonu, odstop stane 15 "
        "(po 5 za vse druge igralce)."
    ),
    "czech.prompt.announce": (
        "Napovej, kar želiš (bonuse v roki, pagát ultimo, valat; flek, re, tutti), nato z "
        "gumbom Naprej končaj potezo."
    ),
    "czech.table.stage": "{stage}. stopnja",
    "czech.table.multiplier": "množitelj ×{factor}",
    "czech.table.called": "Klicani tarok: {card}",
    "czech.table.opponents": "nasprotniki",
    "czech.table.talon_part": "{cards} → {name}",
    "czech.table.conceded": "{name} odstopi: klicani tarok {card} je bil v talonu.",
    "czech.table.bonuses": "Bonusi v roki",
    "czech.table.kontra_by": "{level} ({name})",
    "czech.talon.choosing": "{name} izbira",
    "czech.talon.chosen": "{name}: {stage}",
    "czech.talon.conceded": "Klicani tarok, v talonu",
    "czech.talon.drawn": "Iz talona",
    "czech.hand.partner": (
        "Klicani tarok imaš ti: {name} in ti igrata skupaj. Dokler ga ne vržeš, tega nihče ne ve."
    ),
    "czech.hand.alone": (
        "Klicani tarok je v tvoji roki: igraš brez partnerja. Dokler ga ne vržeš, tega nihče ne ve."
    ),
    "czech.hand.drawn": "Iz talona: {cards}",
    "czech.hand.discards": "Tvoje založene karte: {cards}",
    "czech.event.called": "{name} kliče {card}.",
    "czech.event.called_played": "Klicani tarok je zunaj ({name}).",
    "czech.event.talon_taken": "{name} vzame iz talona {cards}.",
    "czech.event.talon_turned": "Karte {cards} so obrnjene: {shown}.",
    "czech.event.stage": "{name} vzame {cards}: {stage}.",
    "czech.event.to_opponents": "Karte {cards} gredo nasprotnikom.",
    "czech.event.conceded": "{name} odstopi: klicani tarok {card} je bil v talonu.",
    "czech.event.hand_bonus": "{name} napove: {bonus}.",
    "czech.event.announced": "{name} napove: {item}.",
    "czech.event.kontra": "{name}: {level} ({item}).",
    "czech.line.game": "Igra ({points} − 35)",
    "czech.line.slam": Word("Valat", "m"),
    "czech.line.pagat_ultimo": Word("Pagát ultimo", "m"),
    "czech.line.concession": "Odstop",
    "czech.line.opponents": "{label} · nasprotniki",
    "czech.line.stage": "{contract}, {stage}",
    "czech.line.times": "{label} · {what} ×{factor}",
    "czech.line.kontra_level": "{level} ({item})",
    "czech.line.subtotal": "Vmesni seštevek",
    "czech.summary.conceded": "{name} odstopi od prve igre: klicani tarok je bil v talonu.",
    "czech.summary.per_opponent": "Na nasprotnika",
    "czech.summary.per_opponent_line": "Na nasprotnika: {amount}",
    "czech.summary.bonuses": "Bonusi v roki (plačajo jih vsi drugi)",
    "czech.summary.bonuses_paid": "Bonus v roki plačajo vsi drugi igralci.",
    "czech.fact.sides": "Strani",
    "czech.fact.alone": "1 proti 3",
    "czech.fact.pair": "2 proti 2",
    "czech.fact.stage": "Stopnja",
    "czech.fact.called": "Klican",
    "czech.note.times": "{what} ×{factor}",
    "czech.note.bonuses": "bonusi v roki",
    "czech.note.conceded": "odstop",
    "czech.stats.opponent": "V vlogi nasprotnika: {count:deal}",
    "czech.stats.bonuses": "Doseženi pagát ultimo in valati: {count}",
    "rules.czech.body": (
        "Češke taroke igrajo štirje s 54 kartami: 22 tarokov (škýz, XXI mond … I pagát) in po "
        "8 kart v vsaki barvi. Prvi igralec ima obvezno prvo igro (povinnost); drugi lahko "
        "licitirajo višje: drugo igro (z njo je napovedan pagát ultimo), tretjo igro (tri "
        "karte iz talona v največ treh stopnjah, ×1, ×2, ×3) in solo (brez talona, ×2). Pri "
        "prvi in drugi igri igralec pokliče tarok, XIX ali nižjega, in kdor ga ima, je skriti "
        "partner; igralec vzame iz talona t1–t4, t5 in t6 dobita naslednja igralca. Če je "
        "klicani tarok v talonu, lahko igralec od prve igre odstopi za 5 vsem drugim. Bonuse v "
        "roki (barvy, barvičky, taročky, taroky, trul, honéry, královské honéry) plačajo vsi "
        "drugi igralci. Igralec lahko napove pagát ultimo in valat; igro in napovedani pagát "
        "ultimo je mogoče podvojiti s flekom, rejem in tuttijem. Stran, ki igra, potrebuje 36 "
        "od 70 točk: rezultat je razlika do 35, z valatom, pagát ultimom, kontrami in "
        "množiteljem."
    ),
    "rules.czech.preset.standard": "Standardna (privzeto)",
    "rules.czech.switch.kontra": "Flek, re in tutti (C1)",
    "rules.czech.switch.hand_bonuses": "Bonusi v roki (C2)",
    "rules.czech.value.choice": "igralci jih napovejo po svoji izbiri v prvi potezi",
    "rules.czech.value.automatic": "napovedani samodejno",
    # -- posnetki in gledalci ----------------------------------------------------------------
    "button.watch": "Glej",
    "watch.note": (
        "Gledaš: vidiš to, kar vidijo vsi za mizo, nikoli kart v roki. "
        "**Osveži** pokaže najnovejše stanje."
    ),
    "watch.no_deal": "Za to mizo se še ne igra nobeno deljenje: poglej znova, ko se začne.",
    "replay.title": "Posnetek {code} · {game} · deljenje {deal_no}",
    "replay.dealt": "Kot je bilo razdeljeno, pred prvo potezo",
    "replay.step": "Poteza {step} od {total}",
    "replay.trick_of": "štih {number} od {total}",
    "replay.hand_line": "**{name}**{roles}: {cards}",
    "replay.talon_line": "Karte zunaj rok: {cards}",
    "slovenian.replay.talon_line": "Talon ob deljenju: {cards}",
    "czech.replay.talon_line": "Talon ob deljenju: {cards}",
    "replay.action_line": "{name}: {action}",
    "replay.first": "⏮ Na začetek",
    "replay.back": "◀ Nazaj",
    "replay.next": "Naprej ▶",
    "replay.last": "Na konec ⏭",
    "replay.jump": "Skoči na štih",
    "replay.download": "Prenesi zapis (JSON)",
    "replay.record_text": (
        "Zapis posnetka {code}: pravila, razdeljene karte in vse poteze, v obliki, ki jo "
        "tarokov pogon zna prebrati."
    ),
    "replay.summary_line": "Posnetek: `/tarok replay {code}`",
    "replay.unknown": "Posnetka {code} na tem strežniku ni.",
    "replay.other_server": (
        "Posnetek {code} je z drugega strežnika: posnetek si je mogoče ogledati le na "
        "strežniku, kjer se je deljenje igralo."
    ),
    "replay.bad_code": (
        "{code} ni koda posnetka: koda ima šest črk in števk, kot je zapisana pod obračunom "
        "deljenja."
    ),
    "replay.unfinished": (
        "Deljenje {deal_no} še ni končano: posnetek je na voljo, ko se deljenje konča."
    ),
    "replay.no_such_deal": "Ta miza nima deljenja {deal_no}.",
    "replay.gone": "Posnetka {code} ni več mogoče pokazati: miza tega posnetka ne obstaja več.",
    "replay.usage": (
        "Navedi `code` posnetka (zapisana je pod obračunom vsakega končanega deljenja) ali "
        "številko deljenja (`deal`) mize v tem kanalu."
    ),
    "help.replays": (
        "• Vsako končano deljenje dobi kodo posnetka, zapisano pod obračunom: `/tarok replay` "
        "pokaže deljenje potezo za potezo z vsemi kartami odkritimi, zapis deljenja pa je "
        "mogoče prenesti. **Glej** na sporočilu mize (ali `/tarok watch`) pokaže mizo tako, "
        "kot jo vidijo vsi."
    ),
    "cmd.replay": "Znova si oglej končano deljenje, potezo za potezo",
    "cmd.replay.code": "Koda posnetka, zapisana pod obračunom deljenja",
    "cmd.replay.deal": "Ali: številka deljenja mize v tem kanalu",
    "cmd.watch": "Glej mizo v tem kanalu tako, kot jo vidijo vsi",
    "noun.challenge": {"one": "izziv", "two": "izziva", "few": "izzivi", "other": "izzivov"},
    # -- namigi ---------------------------------------------------------------------------------
    "cmd.start.hints": "Dovoli namige: vrednost vsake poteze po računalniku (privzeto: ne)",
    "cmd.leaderboard.hints": "Štej tudi deljenja, igrana z namigi (privzeto: da)",
    "lobby.hints": "Namigi dovoljeni",
    "button.hint": "Namig",
    "hint.title": "Namig · deljenje {deal_no}",
    "hint.intro": (
        "Kaj računalniški igralec pričakuje od vsake poteze: tvoj rezultat ob koncu deljenja "
        "minus povprečje drugih, v točkah."
    ),
    "hint.row": "{rank}. **{action}** · {value}",
    "hint.marked": "-# To deljenje je v knjigi zapisano kot igrano z namigi.",
    "hint.not_allowed": "Za to mizo namigi niso dovoljeni.",
    "hint.no_computers": "Za to igro ni namigov: še nima računalniških igralcev.",
    "hint.busy": "Tvoj namig se še računa.",
    "leaderboard.without_hints": "-# Deljenja, igrana z namigi, niso upoštevana.",
    # -- dnevni izziv ---------------------------------------------------------------------------
    "cmd.daily": "Dnevni izziv: danes ista deljenja za vse",
    "cmd.daily.play": "Igraj današnji izziv proti računalniškim igralcem",
    "cmd.daily.continue": "Nadaljuj nedokončani dnevni izziv",
    "cmd.daily.leaderboard": "Najboljši v dnevnem izzivu na tem strežniku",
    "cmd.daily.game": "Igra (privzeto: prva igra z računalniškimi igralci)",
    "cmd.daily.period": "Danes ali ta mesec",
    "daily.period.today": "danes",
    "daily.period.month": "ta mesec",
    "daily.no_game": "Dnevnega izziva igre {game} ni.",
    "daily.no_computers": "{game} še nima dnevnega izziva: nima računalniških igralcev.",
    "daily.played": (
        "Današnji izziv je že odigran: en poskus na dan. Nov izziv pride ob polnoči (UTC)."
    ),
    "daily.resumed": "Izziv teče naprej od zadnje poteze.",
    "daily.nothing_to_continue": (
        "Nimaš nedokončanega dnevnega izziva. `/tarok daily play` začne današnjega."
    ),
    "daily.gone": "Tega dnevnega izziva ni več.",
    "daily.not_yours": "To je izziv nekoga drugega: `/tarok daily play` začne tvojega.",
    "daily.title": "Dnevni izziv · {game} · {day}",
    "daily.progress": "Deljenje {deal_no} od {deals} · tvoj rezultat doslej: {total}",
    "daily.deal_done": "**Deljenje {deal_no} je končano:** {contract}",
    "daily.deal_score": "Tvoj rezultat: **{score:point}**.",
    "daily.compare": (
        "Iste karte na tem strežniku: {rank}. mesto od {players} · povprečje drugih "
        "{average} · njihov najboljši {best}"
    ),
    "daily.compare.first": "Drugih rezultatov s temi kartami na tem strežniku danes še ni.",
    "daily.compare.day": (
        "Današnji izziv na tem strežniku: {rank}. mesto od {players} · povprečje drugih "
        "{average} · njihov najboljši {best}"
    ),
    "daily.compare.day.first": "Na tem strežniku je tvoj današnji izziv končan prvi.",
    "daily.finished": "Izziv je končan: skupaj {total:point}.",
    "daily.come_back": (
        "`/tarok daily leaderboard` pokaže najboljše na strežniku; nov izziv pride jutri."
    ),
    "daily.button.next": "Naslednje deljenje",
    "daily.board.today": "Dnevni izziv · {game} · {when}",
    "daily.board.month": "Dnevni izziv · {game} · mesec {when}",
    "daily.board.empty": "Končanih izzivov še ni.",
    "daily.board.row_day": "{rank}. {name}: {total}",
    "daily.board.row_month": "{rank}. {name}: {total} · {days:challenge}",
    "help.extras": (
        "• `/tarok daily play` razdeli današnji izziv: iste karte za vse, igrane proti "
        "računalnikom v zasebnem sporočilu, enkrat na dan; `/tarok daily continue` ga prikliče "
        "nazaj, `/tarok daily leaderboard` pokaže najboljše dneva in meseca.\n"
        "• Miza, odprta s `hints: True`, pokaže na tvojih kartah gumb **Namig**: vrednost "
        "vsake poteze po računalniku. Deljenja z namigi so označena; "
        "`/tarok leaderboard hints: False` jih izpusti."
    ),
    # -- francoski tarok (french.*, rules.french.*) -------------------------------------------
    "french.lobby.length_end": "Dolžina: po dogovoru, do konca kroga",
    "french.table.end_called": (
        "Konec partije je napovedan: partija se konča, ko vsi delijo enako velikokrat."
    ),
    "french.sheet.settlement": "Konec",
    "french.phase.call": "Klicanje karte",
    "french.phase.ecart": "Écart (zalaganje)",
    "french.phase.chelem": "Chelem",
    "french.phase.poignee": "Poignée",
    "french.phase.passed": "Vsi so rekli naprej",
    "french.phase.annulled": "Razveljavljeno",
    "french.contract.prise": "Prise",
    "french.contract.garde": "Garde",
    "french.contract.garde_sans": "Garde sans",
    "french.contract.garde_contre": "Garde contre",
    "french.deal.passed": "Brez igre",
    "french.deal.annulled": "Razveljavljeno (petit sec)",
    "french.poignee.simple": "enojna poignée",
    "french.poignee.double": "dvojna poignée",
    "french.poignee.triple": "trojna poignée",
    "french.card.petit": "petit",
    "french.card.excuse": "excuse",
    "french.card.trump": "adut {number}",
    "french.card.suit": "{rank} {suit}",
    "french.rank.K": "kralj",
    "french.rank.Q": "dama",
    "french.rank.C": "kaval",
    "french.rank.J": "pob",
    "french.rank.1": "1",
    "french.rank.2": "2",
    "french.rank.3": "3",
    "french.rank.4": "4",
    "french.rank.5": "5",
    "french.rank.6": "6",
    "french.rank.7": "7",
    "french.rank.8": "8",
    "french.rank.9": "9",
    "french.rank.10": "10",
    "french.suit.hearts": "srce",
    "french.suit.diamonds": "kara",
    "french.suit.spades": "pik",
    "french.suit.clubs": "križ",
    "french.role.taker": "igralec",
    "french.side.attack": "napad",
    "french.side.defence": "obramba",
    "french.action.chelem": "Napovej chelem",
    "french.action.no_chelem": "Brez chelema",
    "french.action.poignee": "Pokaži: {poignee} ({count} adutov)",
    "french.pick.hide": "Izberi adute, ki ostanejo skriti ({count})",
    "french.prompt.bidding": "Licitiraj višje od vseh dosedanjih licitacij ali reci naprej.",
    "french.prompt.call": "Pokliči karto: kdor jo ima, je tvoj skriti partner.",
    "french.prompt.ecart": (
        "Založi {count:card.acc} v écart: nobenega kralja in nobenega bouta; aduta le, "
        "ko se mu ni mogoče izogniti (aduti se pokažejo)."
    ),
    "french.prompt.chelem": "Napovej chelem (vse štihe) ali ne.",
    "french.prompt.hide": "Tvoja poignée pokaže manj adutov, kot jih imaš: skrij {count:card.acc}.",
    "french.prompt.play_or_poignee": "Vrzi karto ali najprej pokaži svojo poignée.",
    "french.table.taker": "Igralec: {name}",
    "french.table.chelem": "napovedan chelem",
    "french.table.called_in_chien": "karta je v chienu",
    "french.table.ecart_trumps": "Aduti v écartu: {cards}",
    "french.table.poignees": "Poignées",
    "french.table.poignee_line": "{name}: {poignee} ({cards})",
    "french.table.passed": "Vsi so rekli naprej: deli naslednji delivec.",
    "french.table.petit_sec": (
        "Petit sec ({names}): deljenje je razveljavljeno, deli naslednji delivec."
    ),
    "french.talon.chien": "Chien",
    "french.talon.ecart": "Écart",
    "french.talon.caption": "{contract} · {name}",
    "french.talon.petit_sec": "Petit sec",
    "french.hand.partner": (
        "Klicana karta je v tvoji roki: igraš skupaj z igralcem {name}. Nihče ne ve, dokler je "
        "ne vržeš."
    ),
    "french.hand.alone": (
        "Klicana karta je v tvoji roki: igraš brez partnerja. Nihče ne ve, dokler je ne vržeš."
    ),
    "french.hand.ecart": "Tvoj écart: {cards}",
    "french.hand.hidden": "Skrito iz poignée: {cards}",
    "french.event.contract": "{name} igra: {contract}.",
    "french.event.called": "{name} kliče {card}.",
    "french.event.called_played": "Klicana karta je zunaj ({name}).",
    "french.event.chien": "Chien se obrne: {cards}.",
    "french.event.ecart_trump": "{name} založi adut v écart: {cards}.",
    "french.event.chelem": "{name} napove chelem.",
    "french.event.poignee": "{name} pokaže: {poignee} ({cards}).",
    "french.line.contract": "Igra",
    "french.line.margin": "Razlika ({points} proti {target})",
    "french.line.petit_au_bout": "Petit au bout ({side})",
    "french.line.chelem.announced": "Chelem (napovedan)",
    "french.line.chelem.unannounced": "Chelem (nenapovedan)",
    "french.line.chelem.failed": "Napovedan chelem ne uspe",
    "french.line.defence_chelem": "Chelem obrambe",
    "french.line.times": "{label} · {contract} ×{factor}",
    "french.line.subtotal": "Vmesni seštevek",
    "french.summary.target": "Bouti: {bouts} · potrebno: {target} · razlika: {margin}",
    "french.summary.per_defender": "Na branilca",
    "french.summary.per_defender_line": "Na branilca: {amount}",
    "french.summary.made": "Uspeh za {margin}",
    "french.summary.failed": "Neuspeh za {margin}",
    "french.summary.taker": "Igralec",
    "french.fact.bouts": "Bouti",
    "french.fact.target": "Potrebno",
    "french.fact.margin": "Razlika",
    "french.fact.sides": "Strani",
    "french.fact.called": "Klicana",
    "french.note.petit_au_bout": "petit au bout",
    "french.note.poignee": "poignée",
    "french.note.chelem": "chelem",
    "french.note.chelem_failed": "chelem ne uspe",
    "french.note.defence_chelem": "chelem obrambe",
    "french.stats.defender": "V vlogi branilca: {count:deal}",
    "french.stats.bonuses": "Petit au bout, poignée in chelem v korist napada: {count}",
    "rules.french.body": (
        "Francoski tarok igrajo trije, štirje ali pet s 78 kartami: 21 adutov, excuse in 14 kart "
        "v vsaki barvi (s kavalom). Licitira se enkrat po vrsti, višje od dosedanjih: prise (×1), "
        "garde (×2), garde sans (×4) in garde contre (×6). Pri prise in garde se chien obrne za "
        "vse, igralec ga vzame in založi enako kart (écart: brez kraljev in boutov, aduti le, "
        "ko se jim ni mogoče izogniti); pri garde sans šteje neviden igralcu, pri garde contre "
        "obrambi. Pri petih igralec pokliče kralja in kdor ga ima, je skriti partner. Igralec "
        "potrebuje 56 točk brez bouta (21, petit, excuse), 51 z enim, 41 z dvema, 36 s tremi; "
        "deljenje je vredno 25 in razliko, pomnoženo z igro, s petit au bout (petit v zadnjem "
        "štihu, 10 × igra), s poignée (pri štirih 10, 13 ali 15 pokazanih adutov: 20, 30, 40) "
        "in s chelemom (vsi štihi: 400 napovedan, 200 nenapovedan, −200 napovedan in neuspel). "
        "Vsako mesto obrambe plača ali dobi ta znesek; če nihče ne licitira, deli naslednji "
        "delivec."
    ),
    "rules.french.preset.fft": "FFT 2012 (privzeto)",
    "rules.french.switch.prise_allowed": "Prise je dovoljena (F1)",
    "rules.french.switch.five_player_call": "Klicanje partnerja pri petih (F2)",
    "rules.french.value.ladder": "kralj ali naslednja nižja karta, če ima igralec vse štiri",
    "rules.french.value.any": "katera koli karta, prvi izmet prost",
    "french.replay.talon_line": "Chien ob deljenju: {cards}",
}
