"""Textes français.

Les clés et les ``{repères}`` sont ceux de :mod:`bot.i18n.en` (comme pour chaque langue). Les
noms comptés (``noun.*``) ont une forme pour 0 et 1 (« 1 point », « 0 pli ») et une pour le
pluriel (« 2 points ») ; les adjectifs qui s'accordent ont une forme par genre et par nombre
(``m``, ``f``, ``m.pl``, ``f.pl`` : « Joueurs ordinateur : normaux »), et les mots avec
``Word(…, "f")`` disent leur genre pour que l'adjectif s'accorde (« Trula (annoncée) »).
Avant « : », « ; », « ! » et « ? » vient une espace insécable, comme le veut la typographie
française.

Écrit pour tout le monde : les phrases nomment le joueur ou la joueuse, sans pronom
(« il », « elle »), sans participe ni adjectif qui lui donnerait un genre (« seul »,
« prêt ») ; les rôles (preneur, partenaire, donneur, hôte) sont des noms de rôle devant un
deux-points.

Vocabulaire : une *donne* va de la distribution des cartes à la marque, le *contrat* est ce
qui est annoncé et joué (Garde, Solo sans, Klop …), le *jeu de la carte* est la partie de la
donne où l'on joue les plis, une *partie* est tout ce qu'une table joue. Le tarot a ses mots :
prise, garde, garde sans, garde contre, chien, écart, bout, poignée, petit au bout, chelem,
excuse, preneur, défense.
"""

from __future__ import annotations

from bot.i18n.grammar import FRENCH, Word

NAME = "français"
GRAMMAR = FRENCH


def _adjective(masculine: str, feminine: str | None = None) -> dict[str, str]:
    """The forms of an adjective by agreement tag (m, f, m.pl, f.pl), regular unless told:
    "annoncé", "annoncée", "annoncés", "annoncées"."""
    fem = feminine if feminine is not None else masculine + "e"
    plural = masculine if masculine.endswith(("s", "x")) else masculine + "s"
    return {"m": masculine, "f": fem, "m.pl": plural, "f.pl": fem + "s"}


TEXTS: dict[str, str | dict[str, str]] = {
    # -- noms comptés : 0 et 1, pluriel ---------------------------------------------------------
    "noun.point": {"one": "point", "other": "points"},
    "noun.card_point": {"one": "point", "other": "points"},
    "noun.card": {"one": "carte", "other": "cartes"},
    "noun.trick": {"one": "pli", "other": "plis"},
    "noun.deal": {"one": "donne", "other": "donnes"},
    "noun.radelc": {"one": "radelc", "other": "radelci"},
    "noun.second": {"one": "seconde", "other": "secondes"},
    "noun.minute": {"one": "minute", "other": "minutes"},
    # -- général ------------------------------------------------------------------------------
    "common.yes": "oui",
    "common.no": "non",
    "common.none": "—",
    "common.seconds": "{seconds:second}",
    "common.minutes": "{minutes:minute}",
    "common.player": "Place {seat}",
    "language.set": "Désormais, je te parle dans cette langue : {language}.",
    "language.cleared": "Choix de langue effacé : tu as la langue du serveur.",
    # Force de l'ordinateur : « ordinateur (normal) », « Joueurs ordinateur : normaux ».
    "level.easy": _adjective("facile", "facile"),
    "level.normal": {"m": "normal", "f": "normale", "m.pl": "normaux", "f.pl": "normales"},
    "level.hard": _adjective("difficile", "difficile"),
    "level.random": _adjective("aléatoire", "aléatoire"),
    "computer.name": "Ordinateur {number}",
    "computer.stand_in": "{name} (ordinateur)",
    # -- boutons ------------------------------------------------------------------------------
    "button.join": "Rejoindre",
    "button.leave": "Quitter",
    "button.start": "Commencer",
    "button.cancel": "Annuler",
    "button.add_computer": "Ajouter un ordinateur",
    "button.remove_computer": "Retirer un ordinateur",
    "button.my_hand": "Mes cartes",
    "button.refresh": "Actualiser",
    "button.ready": "Donne suivante",
    "button.return": "Reprendre ma place",
    # -- salon --------------------------------------------------------------------------------
    "lobby.title": "Tarok : nouvelle table",
    "lobby.host": "Hôte : {host}",
    "lobby.players": "Joueurs ({count}/{players})",
    "lobby.seat_human": "{seat}. {name}",
    "lobby.seat_computer": "{seat}. ordinateur ({level:m})",
    "lobby.seat_empty": "{seat}. libre",
    "lobby.rules": "Règles : {preset}",
    "lobby.length_deals": "Durée : {deals:deal}",
    "lobby.timer": "Temps par coup : {time}",
    "lobby.no_timer": "Pas de limite de temps par coup",
    "lobby.level": "Joueurs ordinateur : {level:m.pl}",
    "lobby.hint": (
        "Clique sur Rejoindre pour prendre place. L'hôte lance la partie ; les ordinateurs "
        "occupent les places libres."
    ),
    "lobby.expires": "La table ferme {when} si personne ne la rejoint ni ne la lance.",
    "lobby.started": "La partie a commencé.",
    "lobby.cancelled": "La table est fermée.",
    "lobby.expired": "La table est fermée : la partie n'a pas été lancée à temps.",
    # -- la table -----------------------------------------------------------------------------
    "table.title": "Tarok · donne {deal_no}",
    "table.title_of": "Tarok · donne {deal_no} sur {deals}",
    "table.turn": "À jouer : {name}",
    "table.turn_deadline": "À jouer : {name} (temps écoulé {when})",
    "table.your_turn": "À toi !",
    "table.contract": "Contrat : {contract}",
    "table.declarer": "Déclarant : {name}",
    "table.partner": "partenaire : {name}",
    "table.partner_unknown": "le partenaire n'est pas encore connu",
    "table.alone": "{name} joue sans partenaire",
    "table.called": "Appel : {card}",
    "table.called_in_talon": "elle est dans le talon",
    "table.talon": "Talon",
    "table.talon_taken": "{name} prend le groupe {number} du talon.",
    "table.discards": "Taroks écartés : {cards}",
    "table.trick": "Pli {number}",
    "table.trick_won": "{name} remporte le pli.",
    "table.bids": "Enchères",
    "table.bid_line": "{name} : {bid}",
    "table.announcements": "Annonces",
    "table.announced_line": "{name} : {item}",
    "table.kontra_line": "{item} : {level}",
    "table.compulsory_klop": "Klop obligatoire : seuls Solo sans et plus peuvent être annoncés.",
    "table.open_hand": "Jeu découvert de {name}",
    "table.played": "{name} joue {card}.",
    "table.timeout": "Temps écoulé pour {name} : l'ordinateur joue {card}.",
    "table.timeout_action": "Temps écoulé pour {name} : l'ordinateur choisit le coup.",
    "table.deal_over": "La donne est terminée.",
    "table.next_deal": "La donne suivante commence {when}, ou dès que toute la table le demande.",
    "table.ready_count": "Pour la donne suivante : {ready} sur {total}",
    "table.stopped": "{name} met fin à la partie.",
    "table.resumed": "La partie continue après un redémarrage du bot.",
    # -- jeu et invites -----------------------------------------------------------------------
    "hand.not_playing": "Aucune donne n'est en cours.",
    "prompt.bidding": "Annonce, ou passe.",
    "prompt.declare": "Choisis le contrat que tu joues.",
    "prompt.king_call": "Appelle un roi.",
    "prompt.talon": "Choisis un groupe de cartes du talon.",
    "prompt.discard": "Écarte {count:card}.",
    "prompt.announce": "Annonce, dis kontra, ou passe.",
    "prompt.play": "Joue une carte.",
    "prompt.wait": "Attends : c'est à {name} de jouer.",
    # -- phases -------------------------------------------------------------------------------
    "phase.bidding": "Enchères",
    "phase.declare": "Choix du contrat",
    "phase.king_call": "Appel d'un roi",
    "phase.talon": "Talon",
    "phase.discard": "Écart",
    "phase.announce": "Annonces",
    "phase.play": "Jeu de la carte",
    "phase.done": "Donne terminée",
    # -- contrats et enchères -----------------------------------------------------------------
    "contract.klop": "Klop",
    "contract.three": "Trois",
    "contract.two": "Deux",
    "contract.one": "Un",
    "contract.solo_three": "Solo trois",
    "contract.solo_two": "Solo deux",
    "contract.solo_one": "Solo un",
    "contract.beggar": "Misère",
    "contract.solo_without": "Solo sans",
    "contract.open_beggar": "Misère ouverte",
    "contract.colour_valat": "Valat de couleur",
    "contract.valat": "Valat",
    "bid.pass": "Passe",
    # -- annonces et kontra -------------------------------------------------------------------
    "item.game": "Contrat",
    "item.trula": "Trula",
    "item.kings": "Rois",
    "item.king_ultimo": "Roi ultimo",
    "item.pagat_ultimo": "Pagat ultimo",
    "item.valat": "Valat",
    "item.mondfang": "Mondfang",
    "item.colour_valat": "Valat de couleur",
    "announce.action": "Annoncer : {item}",
    "kontra.2": "Kontra",
    "kontra.4": "Rekontra",
    "kontra.8": "Subkontra",
    "kontra.16": "Mordkontra",
    "kontra.action": "{level} : {item}",
    # -- talon, appel du roi, écart -----------------------------------------------------------
    "talon.group": "Groupe {number}",
    "action.call": "Appeler {card}",
    "action.discard": "Écarter {card}",
    # -- les cartes en toutes lettres ---------------------------------------------------------
    "suit.hearts": "cœur",
    "suit.diamonds": "carreau",
    "suit.spades": "pique",
    "suit.clubs": "trèfle",
    "rank.K": "roi",
    "rank.Q": "dame",
    "rank.C": "cavalier",
    "rank.J": "valet",
    "card.suit": "{rank} de {suit}",
    "card.tarok": "tarok {number}",
    "card.pagat": "Pagat",
    "card.mond": "Mond",
    "card.skis": "Škis",
    # -- lignes de marque ---------------------------------------------------------------------
    "line.contract": Word("Contrat", "m"),
    "line.difference": Word("Différence", "f"),
    "line.trula": Word("Trula", "f"),
    "line.kings": Word("Rois", "m.pl"),
    "line.king_ultimo": Word("Roi ultimo", "m"),
    "line.pagat_ultimo": Word("Pagat ultimo", "m"),
    "line.valat": Word("Valat", "m"),
    "line.mondfang": Word("Mondfang", "m"),
    "line.mond": Word("Mond pris", "m"),
    "line.mond_talon": Word("Mond laissé au talon", "m"),
    "line.klop": Word("Klop", "m"),
    "line.radelc": Word("Radelc", "m"),
    "line.kind.game": "",
    "line.kind.silent": {
        "m": "non annoncé",
        "f": "non annoncée",
        "m.pl": "non annoncés",
        "f.pl": "non annoncées",
    },
    "line.kind.announced": _adjective("annoncé"),
    "line.kind.attempt": "tentative manquée",
    "line.kind.radelc": "doublé par le radelc",
    "line.kind.klop": "",
    "line.kind.penalty": "pénalité",
    "line.with_kind": "{label} ({kind})",
    "line.kontra": "{label} · {level} ×{factor}",
    "line.format": "{label} : {amount}",
    # -- résumé de la donne -------------------------------------------------------------------
    "summary.title": "Donne {deal_no} : {contract}",
    "summary.won": "{names} : gagné avec {points:card_point}.",
    "summary.lost": "{names} : perdu avec {points:card_point}.",
    "summary.won_tricks": "{names} : gagné.",
    "summary.lost_tricks": "{names} : perdu.",
    "summary.klop": "Klop : chaque joueur ou joueuse marque ses propres points.",
    "summary.and": "{first} et {second}",
    "summary.scores": "Cette donne",
    "summary.total_line": "Total : {amount}",
    "summary.seat_score": "{name} : {amount}",
    "summary.radelci_for_all": "Tout le monde reçoit un radelc.",
    "summary.radelc_cancelled": "{name} barre un radelc.",
    # -- fin de partie ------------------------------------------------------------------------
    "session.title": "Classement final",
    "session.standing": "{place}. {name} : {final}",
    "session.standing_detail": "{place}. {name} : {final} ({total}, règlement : {penalty})",
    "session.winner": "Victoire : {name}",
    "session.winners": "Victoire : {names}",
    "session.ended_early": "La partie a été arrêtée avant la fin.",
    "session.deals_played": "Donnes jouées : {count}",
    # -- erreurs ------------------------------------------------------------------------------
    "error.generic": "Quelque chose s'est mal passé.",
    "error.internal": "Quelque chose s'est mal passé de mon côté. Réessaie, s'il te plaît.",
    "error.no_table": "Il n'y a pas de table ouverte dans ce salon.",
    "error.table_exists": "Ce salon a déjà une table ouverte.",
    "error.not_host": "Cela est réservé à l'hôte de la table.",
    "error.not_seated": "Tu n'as pas de place à cette table.",
    "error.already_seated": "Tu as déjà une place à cette table.",
    "error.table_full": "La table est complète.",
    "error.no_computer": "Il n'y a pas d'ordinateur à retirer.",
    "error.need_human": "Au moins une personne doit s'asseoir à la table.",
    "error.wrong_status": "Ce n'est pas possible pour le moment.",
    "error.not_your_turn": "Ce n'est pas ton tour.",
    "error.stale": "Ce bouton n'est plus à jour : le coup a été joué.",
    "error.invalid_action": "Cette action n'est pas valable.",
    "error.illegal": "Ce coup n'est pas permis maintenant.",
    "error.not_between_deals": "Cela ne marche qu'entre deux donnes.",
    "error.not_away": "Tu es déjà à ta place.",
    "error.no_permission": "Tu n'as pas le droit de faire cela.",
    "error.guild_only": "Cela ne marche que dans un salon d'un serveur.",
    # -- classement ---------------------------------------------------------------------------
    "leaderboard.period.all": "depuis toujours",
    "leaderboard.period.month": "ce mois-ci",
    "leaderboard.period.week": "cette semaine",
    "leaderboard.order.total": "score total",
    "leaderboard.order.average": "moyenne par donne",
    "leaderboard.order.success": "réussite comme déclarant",
    "leaderboard.row.total": "{rank}. {name} : {total} · {deals:deal}",
    "leaderboard.row.average": "{rank}. {name} : {average} par donne · {deals:deal}",
    "leaderboard.row.success": "{rank}. {name} : {rate} % · {won} gagnées sur {played}",
    "leaderboard.empty": "Aucune donne n'a encore été jouée.",
    # -- statistiques -------------------------------------------------------------------------
    "stats.deals": "Donnes jouées : {count}",
    "stats.sessions": "Parties : {count} (gagnées : {won})",
    "stats.total": "Score total : {total}",
    "stats.average": "Moyenne par donne : {average}",
    "stats.declared": "Comme déclarant : {played}, gagnées {won} ({rate} %)",
    "stats.partnered": "Comme partenaire : {played}, gagnées {won}",
    "stats.klop": "Donnes de klop : {count}",
    "stats.bonuses": "Primes réussies : {count}",
    "stats.radelci": "Radelci comptés : {count} ({penalty:point})",
    "stats.by_contract": "Par contrat",
    "stats.contract_line": "{contract} : gagnées {won} sur {played}",
    "stats.series": "Score au fil du temps",
    "stats.empty": "{name} n'a encore joué aucune donne.",
    # -- historique ---------------------------------------------------------------------------
    "history.title": "Parties récentes",
    "history.player": "{name} {final}",
    "history.ended_early": "(arrêtée avant la fin)",
    "history.empty": "Aucune partie n'est encore terminée.",
    # -- réglages -----------------------------------------------------------------------------
    "settings.title": "Réglages du serveur",
    "settings.preset": "Règles : {preset}",
    "settings.switches": "Règles modifiées : {list}",
    "settings.timer": "Temps par coup : {timer}",
    "settings.level": "Joueurs ordinateur : {level:m.pl}",
    "settings.language": "Langue : {language}",
    "settings.saved": "Réglages enregistrés.",
    "settings.default": "(par défaut)",
    # -- aide ---------------------------------------------------------------------------------
    "help.title": "Tarok : aide",
    "help.body": (
        "Le tarok avec des boutons, directement dans le salon. Jeux : {games}.\n"
        "• `/tarok start` ouvre une table dans ce salon (son option `game` choisit le jeu) ; "
        "les autres cliquent sur **Rejoindre**. L'hôte clique sur **Commencer** ; les "
        "ordinateurs prennent les places libres.\n"
        "• **Mes cartes** sur le message de la table montre tes cartes à toi seulement ; "
        "c'est de là que tu joues.\n"
        "• Si tu ne joues pas à temps, l'ordinateur joue à ta place ; après deux oublis, il "
        "continue jusqu'à ce que tu cliques sur **Reprendre ma place**.\n"
        "• `/tarok leaderboard`, `/tarok stats` et `/tarok history` montrent les résultats.\n"
        "• `/tarok rules` explique les règles d'un jeu ; `/tarok language` choisit la langue "
        "que le bot emploie avec toi."
    ),
    # -- règles -------------------------------------------------------------------------------
    "rules.title": "Règles : {preset}",
    "rules.slovenian.body": (
        "Le tarok slovène se joue avec 54 cartes : 22 taroks (atouts) et 8 cartes par couleur. "
        "Après la distribution, on annonce des contrats : Trois, Deux, Un (à quatre, avec un "
        "roi appelé comme partenaire secret), les solos, Misère, Solo sans, Misère ouverte, "
        "Valat de couleur et Valat ; si personne n'annonce, on joue le Klop, où tout le monde "
        "cherche à faire le moins de points possible. Le camp du déclarant doit faire plus de "
        "35 des 70 points. Primes : trula (Pagat, Mond, Škis), rois, roi ultimo, pagat ultimo et "
        "valat, annoncés ou non ; les annonces peuvent être doublées par kontra. Perdre son "
        "Mond coûte une pénalité. Après un klop et les grands contrats, tout le monde reçoit "
        "un radelc, qui double le score du contrat suivant de qui le détient ; les radelci "
        "encore ouverts coûtent des points à la fin de la partie."
    ),
    "rules.preset.pagat": "pagat.com (par défaut)",
    "rules.preset.palcka": "Palčka",
    "rules.switch.round_difference_4p": "Arrondir la différence à 5 (4 joueurs)",
    "rules.switch.round_difference_3p": "Arrondir la différence à 5 (3 joueurs)",
    "rules.switch.round_klop": "Arrondir les pertes au klop à 5",
    "rules.switch.klop_full_threshold": "Points qui rendent « plein » au klop",
    "rules.switch.klop_full_and_empty": "« Plein » et « vide » dans le même klop",
    "rules.switch.klop_several_empties": "Plusieurs « vides » au klop",
    "rules.switch.klop_radelc_doubling": "Les radelci doublent les résultats du klop",
    "rules.switch.klop_kontra": "Kontra au klop",
    "rules.switch.kontra_trula_kings": "Kontra sur la trula et les rois",
    "rules.switch.kontra_max": "Kontra la plus haute",
    "rules.switch.mond_penalty": "Pénalité du Mond pris",
    "rules.switch.mond_penalty_scope": "Contrats avec la pénalité du Mond",
    "rules.switch.announced_mondfang": "Le mondfang peut être annoncé",
    "rules.switch.emperor_any_order": "Pli de l'empereur dans n'importe quel ordre",
    "rules.switch.forced_pagat": "Le Pagat doit être joué sur le Škis et le Mond",
    "rules.switch.pagat_negative": "Le Pagat dans les contrats négatifs",
    "rules.switch.tarok_discards": "Écarter des taroks",
    "rules.switch.bid_priority": "Garder une enchère",
    "rules.switch.contracts_3p": "Contrats à 3 joueurs",
    "rules.switch.no_tarok": "Une main sans tarok",
    "rules.switch.zaruf_remainder": "Reste du talon avec un roi appelé",
    "rules.switch.radelc_end_penalty": "Pénalité par radelc ouvert",
    "rules.value.both_70": "les deux marquent 70",
    "rules.value.both_35": "les deux marquent 35",
    "rules.value.empty_only_if_no_full": "les « vides » ne marquent que sans « plein »",
    "rules.value.each_70": "70 pour chaque joueur ou joueuse",
    "rules.value.share_70": "70 à se partager",
    "rules.value.none": "interdit",
    "rules.value.once": "une fois, par n'importe qui",
    "rules.value.three_two_one": "Trois, Deux et Un",
    "rules.value.normal": "contrats normaux",
    "rules.value.normal_and_solo_without": "contrats normaux et Solo sans",
    "rules.value.only_tarok": "seulement comme dernier tarok",
    "rules.value.not_lead": "jamais en entame, sauf comme dernière carte",
    "rules.value.free": "librement, face visible",
    "rules.value.unavoidable": "seulement si c'est inévitable",
    "rules.value.graded": "par priorité",
    "rules.value.forehand_only": "réservé au premier en main",
    "rules.value.compulsory_klop": "redistribuer, puis klop obligatoire",
    "rules.value.redeal": "redistribuer",
    "rules.value.trick_winner": "au camp qui remporte le pli du roi",
    "rules.value.declarer_if_wins": "au déclarant, si le déclarant remporte ce pli",
    # -- l'interface Discord ------------------------------------------------------------------
    "button.play_again": "Rejouer",
    "choice.language_server": "La langue du serveur",
    "choice.length_deals": "{count:deal}",
    "choice.length_open": "Durée libre (jusqu'à ce que les joueurs arrêtent)",
    "discard.placeholder": "Choisis {count:card} à écarter",
    "error.bot_permissions": (
        "Il me faut ces permissions dans ce salon pour tenir une table : {list}."
    ),
    "error.bad_id": "Ce bouton est abîmé ou n'est pas à toi ; rien n'a changé.",
    "error.restarting": "Le bot redémarre : rien n'a changé. Réessaie dans une minute.",
    "error.discard_count": "Choisis exactement {count:card}.",
    "hand.heading": "Tes cartes · donne {deal_no} · {phase}",
    "hand.away": (
        "L'ordinateur joue à ta place. Clique sur Reprendre ma place pour jouer toi-même."
    ),
    "hand.card_by": "{card} ({name})",
    "hand.on_table": "Sur la table : {cards}",
    "hand.time_left": "Temps écoulé {when}.",
    "role.dealer": "donneur",
    "role.forehand": "premier en main",
    "role.declarer": "déclarant",
    "role.partner": "partenaire",
    "table.seat_line": "{seat}. **{name}**{roles} · {total}{radelci} · {tricks:trick}",
    "table.away_list": "L'ordinateur joue pour : {names}",
    "session.play_again_hint": "Rejouer ouvre une nouvelle table avec les mêmes réglages.",
    "settings.bad_value": "Ce réglage n'est pas valable : {error}",
    "sheet.title": "Feuille de marque",
    "summary.declarer": "Déclarant",
    "summary.partner": "Partenaire",
    "summary.outcome_won": "Gagné",
    "summary.outcome_lost": "Perdu",
    "summary.total": "Total",
    # -- commandes (descriptions : 100 caractères au plus) ------------------------------------
    "cmd.group": "Jeux de cartes de tarok",
    "cmd.start": "Ouvrir une table de tarok dans ce salon",
    "cmd.start.preset": "Les règles à suivre",
    "cmd.start.level": "Force des joueurs ordinateur",
    "cmd.start.timer": "Secondes par coup (0 = sans limite)",
    "cmd.start.length": "Nombre de donnes, ou durée libre",
    "cmd.stop": "Mettre fin à la partie de la table de ce salon",
    "cmd.leaderboard": "Le classement de ce serveur",
    "cmd.leaderboard.period": "Période",
    "cmd.leaderboard.metric": "Classer par",
    "cmd.stats": "Les statistiques d'un joueur ou d'une joueuse, avec la courbe du score",
    "cmd.stats.user": "Le joueur ou la joueuse (toi si vide)",
    "cmd.history": "Les parties récentes de ce serveur",
    "cmd.rules": "Les règles d'un jeu et de ses variantes",
    "cmd.rules.preset": "Variante de règles",
    "cmd.settings": "Réglages par défaut du serveur (permission Gérer le serveur)",
    "cmd.settings.preset": "Règles par défaut",
    "cmd.settings.timer": "Secondes par coup par défaut (0 = sans limite)",
    "cmd.settings.level": "Force par défaut des joueurs ordinateur",
    "cmd.settings.language": "Langue des tables du serveur",
    "cmd.settings.rule": "Une règle à modifier",
    "cmd.settings.value": "La nouvelle valeur de la règle",
    "cmd.settings.reset_rules": "Effacer toutes les règles modifiées",
    "cmd.language": "Choisir la langue que le bot emploie avec toi",
    "cmd.language.language": "Langue",
    "cmd.help": "Comment jouer au tarok avec ce bot",
    # -- les jeux (le jeu d'une table) --------------------------------------------------------
    "game.slovenian": "Tarok slovène",
    "lobby.game": "Jeu : {game}",
    "lobby.length_end": "Durée : jusqu'à ce que les joueurs arrêtent",
    "table.seat_out_line": "{seat}. **{name}** · {total}{radelci} · ne joue pas cette donne",
    "table.end_called": "La fin de la partie est demandée.",
    "table.end_vote": "Voix pour finir la partie : {votes}/{needed}",
    "button.end_vote": "Finir la partie",
    "hand.sitting_out": "Tu ne joues pas cette donne.",
    "prompt.choose": "Fais ton choix.",
    "pick.placeholder": "Choisis",
    "sheet.settlement": "Règlement",
    "error.end_unavailable": (
        "La fin de la partie ne peut pas être demandée à cette table maintenant."
    ),
    "error.unknown_game": "Il n'y a pas de jeu {game} ici ; les jeux sont : {games}.",
    "error.table_size": "{game} se joue à {sizes} joueurs.",
    "leaderboard.title_game": "Classement · {game} · {period} · {order}",
    "stats.title_game": "Statistiques : {name} · {game}",
    "history.entry_game": "{date} · {game} · donnes : {deals} · {players}",
    "settings.game": "Jeu : {game}",
    "cmd.start.game": "Le jeu",
    "cmd.start.seats": "Nombre de joueurs (autant que le jeu le permet)",
    "cmd.leaderboard.game": "Le jeu (par défaut : celui de ce salon)",
    "cmd.stats.game": "Le jeu (par défaut : celui de ce salon)",
    "cmd.history.game": "Seulement les parties de ce jeu",
    "cmd.rules.game": "Le jeu dont montrer les règles",
    "cmd.settings.game": "Le jeu dont les options de règles changent",
    # -- les mots du tarok slovène (Display.key : slovenian.<clé générique>) -------------------
    "slovenian.lobby.length_end": "Durée : jusqu'au tour du škis",
    "slovenian.button.end_vote": "Tour du škis",
    "slovenian.table.end_called": "Le tour du škis est demandé : la partie finit après lui.",
    "slovenian.table.end_vote": "Voix pour le tour du škis : {votes}/{needed}",
    "slovenian.error.end_unavailable": (
        "Le tour du škis ne peut pas être demandé à cette table maintenant."
    ),
    "slovenian.sheet.settlement": "Radelci",
    "slovenian.session.standing_detail": (
        "{place}. {name} : {final} ({total}, {radelci:radelc} : {penalty})"
    ),
    # -- écrans : valeur des enchères, talon, pénalités, cinq à une table, autres jeux ---------
    "bid.value": "{contract} · {value}",
    "summary.penalties": "Pénalités",
    "talon.caption_choosing": "{name} choisit un groupe",
    "talon.caption_chosen": "{name} prend le groupe {number}",
    "slovenian.table.seat_out_line": (
        "{seat}. **{name}** · {total}{radelci} · donne les cartes et ne joue pas cette donne"
    ),
    "game.french": "Tarot",
    "table.open_hand_caption": "jeu découvert",
    "game.czech": "Taroky tchèques",
    # -- les taroky tchèques (czech.*, rules.czech.*) -----------------------------------------
    "czech.lobby.length_end": "Durée : jusqu'à ce que les joueurs arrêtent, à la fin d'un tour",
    "czech.table.end_called": (
        "La fin de la partie est demandée : elle finit quand tout le monde a donné autant de fois."
    ),
    "czech.sheet.settlement": "Fin",
    "czech.phase.raise": "Choix du contrat",
    "czech.phase.call": "Appel d'un tarok",
    "czech.phase.discard": "Mise de côté",
    "czech.contract.first": "Première enchère",
    "czech.contract.second": "Deuxième enchère",
    "czech.contract.third": "Troisième enchère",
    "czech.contract.solo": "Solo",
    "czech.bonus.no_trumps": "Sans tarok (barvy)",
    "czech.bonus.few_trumps": "Peu de taroks (barvičky)",
    "czech.bonus.half_trumps": "Demi-taroks (taročky)",
    "czech.bonus.full_trumps": "Pleins taroks (taroky)",
    "czech.bonus.honours": "Honneurs (trul)",
    "czech.bonus.kings": "Rois (královské honéry)",
    "czech.bonus.five_pointers": "Quatre cartes à cinq points (honéry)",
    "czech.item.game": "Jeu",
    "czech.item.pagat_ultimo": "Pagát ultimo",
    "czech.item.slam": "Chelem (valát)",
    "czech.kontra.2": "Flek",
    "czech.kontra.4": "Re",
    "czech.kontra.8": "Tutti",
    "czech.card.skyz": "Škýz",
    "czech.card.mond": "Mond",
    "czech.card.pagat": "Pagát",
    "czech.card.tarok": "tarok {number}",
    "czech.card.suit": "{rank} de {suit}",
    "czech.rank.K": "roi",
    "czech.rank.Q": "dame",
    "czech.rank.C": "cavalier",
    "czech.rank.J": "valet",
    "czech.rank.1": "1",
    "czech.rank.2": "2",
    "czech.rank.3": "3",
    "czech.rank.4": "4",
    "czech.rank.7": "7",
    "czech.rank.8": "8",
    "czech.rank.9": "9",
    "czech.rank.10": "10",
    "czech.suit.hearts": "cœur",
    "czech.suit.diamonds": "carreau",
    "czech.suit.spades": "pique",
    "czech.suit.clubs": "trèfle",
    "czech.role.partner": "partenaire",
    "czech.action.concede": "Abandonner (−15)",
    "czech.action.turn": "Retourner {cards}",
    "czech.action.stage": "Prendre {cards} ({stage})",
    "czech.action.bonus": "Annoncer : {bonus}",
    "czech.action.announce": "Annoncer : {item}",
    "czech.action.kontra": "{level} : {item}",
    "czech.prompt.bidding": "Enchéris, ou passe (passer est définitif).",
    "czech.prompt.raise": "L'enchère est à toi : joue-la ou monte.",
    "czech.prompt.call": "Appelle un tarok : qui le détient est ton partenaire secret.",
    "czech.prompt.talon_turn": "Prends t1–t3 (palier 1, ×1), ou retourne t4–t6.",
    "czech.prompt.talon": "Prends t4–t6 (palier 2, ×2), ou reviens à t1–t3 (palier 3, ×3).",
    "czech.prompt.discard": (
        "Mets {count:card} de côté (jamais une carte à cinq points ni le tarok appelé)."
    ),
    "czech.prompt.discard_or_concede": (
        "Mets {count:card} de côté, ou abandonne : le tarok appelé est dans le talon, et "
        "abandonner te coûte 5 par autre joueur."
    ),
    "czech.prompt.announce": (
        "Annonce ce que tu veux (primes de main, pagát ultimo, chelem ; flek, re, tutti), "
        "puis Passe termine ton tour."
    ),
    "czech.table.stage": "palier {stage}",
    "czech.table.multiplier": "multiplicateur ×{factor}",
    "czech.table.called": "Tarok appelé : {card}",
    "czech.table.opponents": "les adversaires",
    "czech.table.talon_part": "{cards} → {name}",
    "czech.table.conceded": "{name} abandonne : le tarok appelé {card} était dans le talon.",
    "czech.table.bonuses": "Primes de main",
    "czech.table.kontra_by": "{level} ({name})",
    "czech.talon.choosing": "{name} choisit",
    "czech.talon.chosen": "{name} : {stage}",
    "czech.talon.conceded": "Le tarok appelé, dans le talon",
    "czech.talon.drawn": "Du talon",
    "czech.hand.partner": (
        "Tu as le tarok appelé : tu joues avec {name}. Personne ne le sait tant que tu ne l'as "
        "pas joué."
    ),
    "czech.hand.alone": (
        "Le tarok appelé est dans ta main : tu joues sans partenaire. Personne ne le sait tant "
        "que tu ne l'as pas joué."
    ),
    "czech.hand.drawn": "Du talon : {cards}",
    "czech.hand.discards": "Tes cartes mises de côté : {cards}",
    "czech.event.called": "{name} appelle {card}.",
    "czech.event.called_played": "Le tarok appelé est sorti ({name}).",
    "czech.event.talon_taken": "{name} prend {cards} du talon.",
    "czech.event.talon_turned": "{cards} retournées : {shown}.",
    "czech.event.stage": "{name} prend {cards} : {stage}.",
    "czech.event.to_opponents": "{cards} vont aux adversaires.",
    "czech.event.conceded": "{name} abandonne : le tarok appelé {card} était dans le talon.",
    "czech.event.hand_bonus": "{name} annonce : {bonus}.",
    "czech.event.announced": "{name} annonce : {item}.",
    "czech.event.kontra": "{name} : {level} ({item}).",
    "czech.line.game": "Jeu ({points} − 35)",
    "czech.line.slam": Word("Chelem", "m"),
    "czech.line.pagat_ultimo": Word("Pagát ultimo", "m"),
    "czech.line.concession": "Abandon",
    "czech.line.opponents": "{label} · les adversaires",
    "czech.line.stage": "{contract}, {stage}",
    "czech.line.times": "{label} · {what} ×{factor}",
    "czech.line.kontra_level": "{level} ({item})",
    "czech.line.subtotal": "Sous-total",
    "czech.summary.conceded": (
        "{name} abandonne la première enchère : le tarok appelé était dans le talon."
    ),
    "czech.summary.per_opponent": "Par adversaire",
    "czech.summary.per_opponent_line": "Par adversaire : {amount}",
    "czech.summary.bonuses": "Primes de main (payées par les trois autres)",
    "czech.summary.bonuses_paid": "Chaque autre joueur ou joueuse paie la prime à qui l'annonce.",
    "czech.fact.sides": "Camps",
    "czech.fact.alone": "1 contre 3",
    "czech.fact.pair": "2 contre 2",
    "czech.fact.stage": "Palier",
    "czech.fact.called": "Appel",
    "czech.note.times": "{what} ×{factor}",
    "czech.note.bonuses": "primes de main",
    "czech.note.conceded": "abandon",
    "czech.stats.opponent": "Comme adversaire : {count:deal}",
    "czech.stats.bonuses": "Pagát ultimo et chelems réussis : {count}",
    "rules.czech.body": (
        "Les taroky tchèques se jouent à quatre avec 54 cartes : 22 taroks (le Škýz, XXI le "
        "Mond … I le Pagát) et 8 cartes par couleur. Le premier en main a la première enchère "
        "obligatoire (povinnost) ; les autres peuvent enchérir : la deuxième enchère (avec un "
        "pagát ultimo annoncé), la troisième (trois cartes du talon, en trois paliers au plus, "
        "×1, ×2, ×3) et le solo (sans talon, ×2). Aux deux premières enchères, le déclarant "
        "appelle un tarok, le XIX ou un plus petit, et qui le détient est le partenaire "
        "secret ; le déclarant prend t1–t4 du talon, t5 et t6 vont aux deux places suivantes. "
        "Un tarok appelé tiré du talon permet d'abandonner la première enchère pour 5 à chacune "
        "des autres places. Les primes de main (barvy, barvičky, taročky, taroky, trul, honéry, "
        "královské honéry) sont payées par les trois autres. Le déclarant peut annoncer le "
        "pagát ultimo et le chelem (valát) ; le jeu et un pagát ultimo annoncé peuvent être "
        "doublés par flek, re et tutti. Le camp du déclarant doit faire 36 des 70 points : le "
        "score est la différence à 35, avec le chelem, le pagát ultimo, les kontras et le "
        "multiplicateur."
    ),
    "rules.czech.preset.standard": "Standard (par défaut)",
    "rules.czech.switch.kontra": "Flek, re et tutti (C1)",
    "rules.czech.switch.hand_bonuses": "Primes de main (C2)",
    "rules.czech.value.choice": "chaque joueur ou joueuse les annonce ou non, au premier tour",
    "rules.czech.value.automatic": "annoncées automatiquement",
    # -- le tarot (french.*, rules.french.*) ----------------------------------------------------
    "french.lobby.length_end": "Durée : jusqu'à ce que les joueurs arrêtent, à la fin d'un tour",
    "french.table.end_called": (
        "La fin de la partie est demandée : elle finit quand tout le monde a donné autant de fois."
    ),
    "french.sheet.settlement": "Fin",
    "french.phase.call": "Appel d'une carte",
    "french.phase.ecart": "Écart",
    "french.phase.chelem": "Chelem",
    "french.phase.poignee": "Poignée",
    "french.phase.passed": "Tout le monde passe",
    "french.phase.annulled": "Donne annulée",
    "french.contract.prise": "Prise",
    "french.contract.garde": "Garde",
    "french.contract.garde_sans": "Garde sans",
    "french.contract.garde_contre": "Garde contre",
    "french.deal.passed": "Donne passée",
    "french.deal.annulled": "Donne annulée (petit sec)",
    "french.poignee.simple": "poignée simple",
    "french.poignee.double": "poignée double",
    "french.poignee.triple": "poignée triple",
    "french.card.petit": "le Petit",
    "french.card.excuse": "l'Excuse",
    "french.card.trump": "le {number}",
    "french.card.suit": "{rank} de {suit}",
    "french.rank.K": "roi",
    "french.rank.Q": "dame",
    "french.rank.C": "cavalier",
    "french.rank.J": "valet",
    "french.rank.1": "as",
    "french.rank.2": "2",
    "french.rank.3": "3",
    "french.rank.4": "4",
    "french.rank.5": "5",
    "french.rank.6": "6",
    "french.rank.7": "7",
    "french.rank.8": "8",
    "french.rank.9": "9",
    "french.rank.10": "10",
    "french.suit.hearts": "cœur",
    "french.suit.diamonds": "carreau",
    "french.suit.spades": "pique",
    "french.suit.clubs": "trèfle",
    "french.role.taker": "preneur",
    "french.side.attack": "attaque",
    "french.side.defence": "défense",
    "french.action.chelem": "Annoncer un chelem",
    "french.action.no_chelem": "Pas de chelem",
    "french.action.poignee": "Montrer une {poignee} ({count} atouts)",
    "french.pick.hide": "Choisis les {count} atouts à garder cachés",
    "french.pick.call_suit": "Appelle une carte de la couleur {suit}",
    "french.pick.call_trump": "Appelle un atout ou l'Excuse",
    "french.prompt.bidding": "Annonce plus haut que toutes les enchères jusqu'ici, ou passe.",
    "french.prompt.call": "Appelle une carte : qui la détient est ton partenaire secret.",
    "french.prompt.ecart": (
        "Mets {count:card} à l'écart : ni roi ni bout ; des atouts seulement si c'est "
        "inévitable (ils sont montrés)."
    ),
    "french.prompt.chelem": "Annonce un chelem (tous les plis), ou non.",
    "french.prompt.hide": (
        "Ta poignée montre moins d'atouts que tu n'en as : choisis-en {count:card} à cacher."
    ),
    "french.prompt.play_or_poignee": "Joue une carte, ou montre d'abord ta poignée.",
    "french.table.taker": "Preneur : {name}",
    "french.table.chelem": "chelem annoncé",
    "french.table.called_in_chien": "elle est dans le chien",
    "french.table.ecart_trumps": "Atouts à l'écart : {cards}",
    "french.table.poignees": "Poignées",
    "french.table.poignee_line": "{name} : {poignee} ({cards})",
    "french.table.passed": "Tout le monde passe : la main passe au donneur suivant.",
    "french.table.petit_sec": (
        "Petit sec ({names}) : la donne est annulée, la main passe au donneur suivant."
    ),
    "french.talon.chien": "Chien",
    "french.talon.ecart": "Écart",
    "french.talon.caption": "{contract} · {name}",
    "french.talon.petit_sec": "Petit sec",
    "french.hand.partner": (
        "Tu as la carte appelée : tu joues avec {name}. Personne ne le sait tant que tu ne l'as "
        "pas jouée."
    ),
    "french.hand.alone": (
        "La carte appelée est dans ta main : tu joues sans partenaire. Personne ne le sait tant "
        "que tu ne l'as pas jouée."
    ),
    "french.hand.ecart": "Ton écart : {cards}",
    "french.hand.hidden": "Hors de ta poignée : {cards}",
    "french.event.contract": "{name} prend : {contract}.",
    "french.event.called": "{name} appelle {card}.",
    "french.event.called_played": "La carte appelée est sortie ({name}).",
    "french.event.chien": "Le chien est retourné : {cards}.",
    "french.event.ecart_trump": "{name} met un atout à l'écart : {cards}.",
    "french.event.chelem": "{name} annonce un chelem.",
    "french.event.poignee": "{name} montre une {poignee} : {cards}.",
    "french.line.contract": "Contrat",
    "french.line.margin": "Points ({points} pour {target})",
    "french.line.petit_au_bout": "Petit au bout ({side})",
    "french.line.chelem.announced": "Chelem (annoncé)",
    "french.line.chelem.unannounced": "Chelem (non annoncé)",
    "french.line.chelem.failed": "Chelem annoncé et manqué",
    "french.line.defence_chelem": "Chelem de la défense",
    "french.line.times": "{label} · {contract} ×{factor}",
    "french.line.subtotal": "Sous-total",
    "french.summary.target": "Bouts : {bouts} · à faire : {target} · différence : {margin}",
    "french.summary.per_defender": "Par défenseur",
    "french.summary.per_defender_line": "Par défenseur : {amount}",
    "french.summary.made": "Fait de {margin}",
    "french.summary.failed": "Chuté de {margin}",
    "french.summary.taker": "Preneur",
    "french.fact.bouts": "Bouts",
    "french.fact.target": "À faire",
    "french.fact.margin": "Différence",
    "french.fact.sides": "Camps",
    "french.fact.called": "Appel",
    "french.note.petit_au_bout": "petit au bout",
    "french.note.poignee": "poignée",
    "french.note.chelem": "chelem",
    "french.note.chelem_failed": "chelem manqué",
    "french.note.defence_chelem": "chelem de la défense",
    "french.stats.defender": "En défense : {count:deal}",
    "french.stats.bonuses": "Petits au bout, poignées et chelems gagnés par l'attaque : {count}",
    "rules.french.body": (
        "Le tarot se joue à trois, quatre ou cinq avec 78 cartes : 21 atouts, l'Excuse et 14 "
        "cartes par couleur (avec le cavalier). Chaque joueur ou joueuse parle une fois, plus "
        "haut que les enchères précédentes : prise (×1), garde (×2), garde sans (×4) et garde "
        "contre (×6). À la prise et à la garde, le chien est retourné pour tout le monde et le "
        "preneur fait son écart (ni roi, ni bout, des atouts seulement si c'est inévitable) ; "
        "à la garde sans, il compte pour le preneur sans être vu, à la garde contre pour la "
        "défense. À cinq, le preneur appelle un roi, et qui le détient est le partenaire "
        "secret. Il faut 56 points sans bout (21, Petit, Excuse), 51 avec un, 41 avec deux, "
        "36 avec trois ; la donne vaut 25 plus l'écart, fois le contrat, avec le petit au bout "
        "(le Petit au dernier pli, 10 × le contrat), les poignées (à quatre, 10, 13 ou 15 "
        "atouts montrés : 20, 30, 40) et le chelem (tous les plis : 400 annoncé, 200 non "
        "annoncé, −200 annoncé et manqué). Chaque défenseur paie ou reçoit ce montant ; si "
        "tout le monde passe, la main passe au donneur suivant."
    ),
    "rules.french.preset.fft": "FFT 2012 (par défaut)",
    "rules.french.switch.prise_allowed": "La prise est permise (F1)",
    "rules.french.switch.five_player_call": "L'appel à cinq (F2)",
    "rules.french.value.ladder": "un roi, ou la hauteur en dessous quand on a les quatre",
    "rules.french.value.any": "n'importe quelle carte, entame libre",
    # -- rediffusions et spectateurs ---------------------------------------------------------
    "button.watch": "Regarder",
    "watch.note": (
        "Tu regardes : tu vois ce que tout le monde voit à la table, jamais une main. "
        "**Actualiser** montre l'état le plus récent."
    ),
    "watch.no_deal": (
        "Aucune donne n'est encore jouée à cette table : regarde de nouveau quand elle commence."
    ),
    "replay.title": "Rediffusion {code} · {game} · donne {deal_no}",
    "replay.dealt": "Telle que distribuée, avant le premier coup",
    "replay.step": "Coup {step} sur {total}",
    "replay.trick_of": "pli {number} sur {total}",
    "replay.hand_line": "**{name}**{roles} : {cards}",
    "replay.talon_line": "Distribuées à personne : {cards}",
    "replay.action_line": "{name} : {action}",
    "replay.first": "⏮ Début",
    "replay.back": "◀ Retour",
    "replay.next": "Suivant ▶",
    "replay.last": "Fin ⏭",
    "replay.jump": "Aller à un pli",
    "replay.download": "Télécharger l'enregistrement (JSON)",
    "replay.record_text": (
        "L'enregistrement de la rediffusion {code} : les règles, les cartes distribuées et "
        "tous les coups, dans le format que le moteur de tarot sait relire."
    ),
    "replay.summary_line": "Rediffusion : `/tarok replay {code}`",
    "replay.unknown": "Il n'y a pas de rediffusion {code} sur ce serveur.",
    "replay.other_server": (
        "La rediffusion {code} appartient à un autre serveur : une rediffusion ne peut être "
        "regardée que sur le serveur où la donne a été jouée."
    ),
    "replay.bad_code": (
        "{code} n'est pas un code de rediffusion : un code compte six lettres et chiffres, "
        "comme sous le résumé d'une donne."
    ),
    "replay.unfinished": (
        "La donne {deal_no} n'est pas encore terminée : sa rediffusion sera disponible une "
        "fois la donne finie."
    ),
    "replay.no_such_deal": "Cette table n'a pas de donne {deal_no}.",
    "replay.gone": "La rediffusion {code} ne peut plus être montrée : sa table n'existe plus.",
    "replay.usage": (
        "Indique le `code` d'une rediffusion (affiché sous le résumé de chaque donne "
        "terminée) ou le numéro d'une donne (`deal`) de la table de ce salon."
    ),
    "help.replays": (
        "• Chaque donne terminée reçoit un code de rediffusion, affiché sous son résumé : "
        "`/tarok replay` montre la donne coup par coup avec toutes les mains ouvertes, et "
        "son enregistrement peut être téléchargé. **Regarder** sur le message d'une table "
        "(ou `/tarok watch`) te montre la table telle que tout le monde la voit."
    ),
    "cmd.replay": "Revoir une donne terminée, coup par coup",
    "cmd.replay.code": "Le code de rediffusion affiché sous le résumé de la donne",
    "cmd.replay.deal": "Ou : le numéro d'une donne de la table de ce salon",
    "cmd.watch": "Regarder la table de ce salon telle que tout le monde la voit",
    # -- the keys of hints and of the daily challenge (branch dailybot), for bot/i18n/fr.py --
    "noun.challenge": {"one": "défi", "other": "défis"},
    # -- indices --------------------------------------------------------------------------------
    "cmd.start.hints": (
        "Autoriser les indices : la valeur de chaque coup selon l'ordinateur (par défaut : non)"
    ),
    "cmd.leaderboard.hints": "Compter les donnes jouées avec des indices (par défaut : oui)",
    "lobby.hints": "Indices autorisés",
    "button.hint": "Indice",
    "hint.title": "Indice · donne {deal_no}",
    "hint.intro": (
        "Ce que le joueur ordinateur attend de chaque coup : ton score à la fin de la donne "
        "moins la moyenne des autres, en points."
    ),
    "hint.row": "{rank}. **{action}** · {value}",
    "hint.marked": "-# Cette donne est notée dans le registre comme jouée avec des indices.",
    "hint.not_allowed": "Les indices ne sont pas autorisés à cette table.",
    "hint.no_computers": "Pas d'indices pour ce jeu : aucun joueur ordinateur ne le joue encore.",
    "hint.busy": "Ton indice est encore en cours de calcul.",
    "leaderboard.without_hints": "-# Les donnes jouées avec des indices ne sont pas comptées.",
    # -- défi du jour ---------------------------------------------------------------------------
    "cmd.daily": "Le défi du jour : les mêmes donnes pour tout le monde aujourd'hui",
    "cmd.daily.play": "Jouer le défi du jour contre les joueurs ordinateurs",
    "cmd.daily.continue": "Reprendre ton défi du jour inachevé",
    "cmd.daily.leaderboard": "Les meilleurs du défi du jour sur ce serveur",
    "cmd.daily.game": "Le jeu (par défaut : le premier jeu avec des joueurs ordinateurs)",
    "cmd.daily.period": "Aujourd'hui ou ce mois-ci",
    "daily.period.today": "aujourd'hui",
    "daily.period.month": "ce mois-ci",
    "daily.no_game": "Il n'y a pas de défi du jour pour le jeu {game}.",
    "daily.no_computers": "{game} n'a pas encore de défi du jour : pas de joueurs ordinateurs.",
    "daily.played": (
        "Le défi du jour est déjà joué : un essai par jour. Un nouveau défi arrive à minuit (UTC)."
    ),
    "daily.resumed": "Le défi reprend au dernier coup.",
    "daily.nothing_to_continue": (
        "Tu n'as pas de défi du jour inachevé. `/tarok daily play` lance le défi d'aujourd'hui."
    ),
    "daily.gone": "Ce défi du jour n'existe plus.",
    "daily.not_yours": (
        "Ce défi appartient à une autre personne : `/tarok daily play` lance le tien."
    ),
    "daily.title": "Défi du jour · {game} · {day}",
    "daily.progress": "Donne {deal_no} sur {deals} · ton score jusqu'ici : {total}",
    "daily.deal_done": "**La donne {deal_no} est terminée :** {contract}",
    "daily.deal_score": "Ton score : **{score:point}**.",
    "daily.compare": (
        "Mêmes cartes sur ce serveur : place {rank} sur {players} · moyenne des autres "
        "{average} · leur meilleur score {best}"
    ),
    "daily.compare.first": (
        "Personne d'autre sur ce serveur n'a encore joué ces cartes aujourd'hui."
    ),
    "daily.compare.day": (
        "Défi du jour sur ce serveur : place {rank} sur {players} · moyenne des autres "
        "{average} · leur meilleur score {best}"
    ),
    "daily.compare.day.first": "Sur ce serveur, ton défi du jour est le premier terminé.",
    "daily.finished": "Défi terminé : {total:point} en tout.",
    "daily.come_back": (
        "`/tarok daily leaderboard` montre les meilleurs du serveur ; "
        "un nouveau défi arrive demain."
    ),
    "daily.button.next": "Donne suivante",
    "daily.board.today": "Défi du jour · {game} · {when}",
    "daily.board.month": "Défi du jour · {game} · mois {when}",
    "daily.board.empty": "Aucun défi n'est encore terminé.",
    "daily.board.row_day": "{rank}. {name} : {total}",
    "daily.board.row_month": "{rank}. {name} : {total} · {days:challenge}",
    "help.extras": (
        "• `/tarok daily play` distribue le défi du jour : les mêmes cartes pour tout le monde, "
        "jouées contre les ordinateurs dans un message privé, une fois par jour ; "
        "`/tarok daily continue` le fait revenir, `/tarok daily leaderboard` montre les "
        "meilleurs du jour et du mois.\n"
        "• Une table ouverte avec `hints: True` affiche **Indice** sous ta main : la valeur de "
        "chaque coup selon l'ordinateur. Les donnes avec indices sont marquées ; "
        "`/tarok leaderboard hints: False` les laisse de côté."
    ),
    "french.replay.talon_line": "Chien à la donne : {cards}",
    "slovenian.replay.talon_line": "Talon à la donne : {cards}",
    "czech.replay.talon_line": "Talon à la donne : {cards}",
    # -- la feuille de marque (score pad) ----------------------------------------------------
    "cmd.pad": "Une feuille de marque pour une partie jouée avec de vraies cartes",
    "cmd.pad.open": "Ouvrir une feuille de marque dans ce salon",
    "cmd.pad.player": "Un joueur dans l'ordre du jeu : @membre ou un nom",
    "cmd.pad.game": "Le jeu joué",
    "cmd.pad.preset": "Le jeu de règles (par défaut : les règles de ce serveur)",
    "cmd.pad.switches": "Options de règles sous la forme nom=valeur, séparées par des virgules",
    "cmd.pad.reopen": "Rouvrir la dernière feuille de marque fermée de ce salon",
    "cmd.pad.export": "La feuille de marque de ce salon en fichiers JSON et CSV",
    "cmd.leaderboard.pads": "Compter aussi les parties des feuilles de marque (vraies cartes)",
    "help.pad": (
        "• `/tarok pad open` tient la marque d'une partie jouée avec de vraies cartes : "
        "nomme les joueurs dans l'ordre du jeu (@membre ou un nom) et les règles ; après "
        "chaque donne, un joueur clique sur **Saisir la donne** et répond à quelques "
        "questions. **Corriger la dernière donne**, **Exporter** et **Fermer** sont sur la "
        "feuille ; `/tarok pad reopen` reprend une feuille fermée. "
        "`/tarok leaderboard pads:True` compte aussi les parties des feuilles."
    ),
    "leaderboard.with_pads": "Feuilles de marque comprises.",
    "pad.title": "Feuille de marque · {game}",
    "pad.rules": "Règles : {preset}",
    "pad.deal": "Donne {deal_no} : {contract}",
    "pad.corrected": "(corrigée)",
    "pad.closed": "La feuille est fermée. On peut la rouvrir pour continuer.",
    "pad.next_dealer": "Prochaine donne : **{name}**",
    "pad.empty": (
        "Aucune donne pour l'instant. Après chaque donne, un joueur clique sur **Saisir la donne**."
    ),
    "pad.button.enter": "Saisir la donne",
    "pad.button.correct": "Corriger la dernière donne",
    "pad.button.export": "Exporter",
    "pad.button.close": "Fermer",
    "pad.button.reopen": "Rouvrir",
    "pad.button.done": "Terminé",
    "pad.button.numbers": "Saisir les nombres",
    "pad.button.back": "Retour",
    "pad.button.cancel": "Annuler",
    "pad.button.save": "Enregistrer",
    "pad.form.enter": "Donne {deal_no}",
    "pad.form.correct": "Correction de la donne {deal_no}",
    "pad.refused": (
        "Tout cela ne peut pas être vrai à la fois : {reason}. "
        "Reviens en arrière et change une réponse."
    ),
    "pad.saved": "La donne {deal_no} est sur la feuille.",
    "pad.cancelled": "Rien n'a été saisi.",
    "pad.exported": (
        "La feuille ({deals:deal}) : ses faits et ses fiches (JSON) et les scores (CSV)."
    ),
    "pad.yes": "Oui",
    "pad.no": "Non",
    "pad.error.game": "Une feuille de marque peut être tenue pour : {games}.",
    "pad.error.players": "Une feuille de ce jeu compte ce nombre de joueurs : {sizes}.",
    "pad.error.twice": "Chaque nom ne peut figurer qu'une fois.",
    "pad.error.exists": "Ce salon a déjà une feuille de marque ouverte.",
    "pad.error.none": "Ce salon n'a pas de feuille de marque.",
    "pad.error.none_closed": "Ce salon n'a pas de feuille de marque fermée à rouvrir.",
    "pad.error.not_player": "Seules les personnes inscrites sur la feuille peuvent y écrire.",
    "pad.error.stale": (
        "Ce n'est plus à jour : la feuille ou le formulaire a changé. Rien n'a été modifié."
    ),
    "pad.error.number": "{field} : écris un nombre entier de {low} à {high}.",
    # Slovenian tarok's form
    "slovenian.pad.side.declarer": "le camp du déclarant",
    "slovenian.pad.side.opponents": "les adversaires",
    "slovenian.pad.step.contract": "Quel contrat a été joué ?",
    "slovenian.pad.step.declarer": "Qui a joué le contrat ?",
    "slovenian.pad.step.partner": "Qui tient le roi appelé ?",
    "slovenian.pad.partner.alone": "Personne (son propre roi, ou le roi dans le talon)",
    "slovenian.pad.step.points": "Combien de points pour le camp du déclarant ?",
    "slovenian.pad.field.declarer_points": "Points du camp du déclarant",
    "slovenian.pad.step.tricks": "Combien de plis pour le camp du déclarant ?",
    "slovenian.pad.step.bonuses": (
        "Quelles primes sont revenues entières à un camp ? (aucune : Terminé)"
    ),
    "slovenian.pad.step.pagat": "Pagat dans le dernier pli ?",
    "slovenian.pad.ultimo.none": "Non",
    "slovenian.pad.pagat.declarer.won": "Oui, joué par le camp du déclarant, qui a gagné le pli",
    "slovenian.pad.pagat.declarer.lost": "Oui, joué par le camp du déclarant, qui a perdu le pli",
    "slovenian.pad.pagat.opponents.won": "Oui, joué par les adversaires, qui ont gagné le pli",
    "slovenian.pad.pagat.opponents.lost": "Oui, joué par les adversaires, qui ont perdu le pli",
    "slovenian.pad.step.king_ultimo": "Roi appelé dans le dernier pli ?",
    "slovenian.pad.king.won": "Oui, et le camp du déclarant a gagné ce pli",
    "slovenian.pad.king.lost": "Oui, et les adversaires ont gagné ce pli",
    "slovenian.pad.step.announced": "Qu'est-ce qui a été annoncé ? (rien : Terminé)",
    "slovenian.pad.step.kontra": "Jusqu'où est allée la kontra sur {item} ?",
    "slovenian.pad.kontra.none": "Pas de kontra",
    "slovenian.pad.step.mond": "Que devient le mond ?",
    "slovenian.pad.mond.none": "Rien de particulier",
    "slovenian.pad.mond.lost_by": "{name} : le škis prend le mond",
    "slovenian.pad.mond.talon": "Resté dans le talon, aux adversaires",
    "slovenian.pad.step.klop_points": "Les points de chaque joueur",
    "slovenian.pad.step.klop_tricks": "Les plis de chaque joueur",
    "slovenian.pad.step.klop_kontra": "Kontra sur le klop : de qui ?",
    # Czech taroky's form
    "czech.pad.step.contract": "Quelle enchère a été jouée ?",
    "czech.pad.step.declarer": "Qui a joué ?",
    "czech.pad.step.conceded": (
        "La première enchère a-t-elle été abandonnée (tarok appelé en t1–t4) ?"
    ),
    "czech.pad.step.partner": "Qui tient le tarok appelé ?",
    "czech.pad.partner.alone": "Personne (son propre XIX, ou tiré du talon)",
    "czech.pad.step.stage": "À quel degré la troisième enchère a-t-elle été jouée ?",
    "czech.pad.step.points": "Combien de points pour le camp du déclarant ?",
    "czech.pad.field.points": "Points du camp du déclarant",
    "czech.pad.step.tricks": "Combien de plis pour le camp du déclarant ?",
    "czech.pad.step.pagat": "Dernier pli gagné par le pagát ?",
    "czech.pad.pagat.none": "Non",
    "czech.pad.pagat.declarer": "Oui, pour le camp du déclarant",
    "czech.pad.pagat.opponents": "Oui, pour les adversaires",
    "czech.pad.step.announced": "Qu'a annoncé le camp du déclarant ? (rien : Terminé)",
    "czech.pad.step.flek": "Flek sur {item} : de qui ?",
    "czech.pad.kontra.none": "Personne",
    "czech.pad.step.re": "Re sur {item} : annoncé par {name} ?",
    "czech.pad.step.tutti": "Tutti sur {item} : de qui ?",
    "czech.pad.step.bonus_seats": "Qui annonce des primes de main ? (personne : Terminé)",
    "czech.pad.step.bonuses": "Les primes de main annoncées par {name}",
    # French tarot's form
    "french.pad.contract.prise": "Prise",
    "french.pad.contract.garde": "Garde",
    "french.pad.contract.garde_sans": "Garde sans",
    "french.pad.contract.garde_contre": "Garde contre",
    "french.pad.contract.passed": "Donne passée (tout le monde a passé)",
    "french.pad.contract.annulled": "Donne annulée : petit sec",
    "french.pad.step.petit_sec": "Qui avait le petit sec ?",
    "french.pad.step.contract": "Quel contrat a été joué ?",
    "french.pad.step.taker": "Qui a pris ?",
    "french.pad.step.partner": "Qui tient la carte appelée ?",
    "french.pad.partner.alone": "Personne (sa propre carte, ou dans le chien)",
    "french.pad.step.bouts": "Combien de bouts l'attaque a-t-elle à la fin ?",
    "french.pad.step.points": "Combien de points l'attaque a-t-elle faits ?",
    "french.pad.field.points": "Points de l'attaque (entiers)",
    "french.pad.step.half": "Et un demi ?",
    "french.pad.step.petit": "Qui a mené le Petit au bout ?",
    "french.pad.petit.none": "Personne",
    "french.pad.side.attack": "L'attaque",
    "french.pad.side.defence": "La défense",
    "french.pad.step.poignee": "La poignée montrée par {name}",
    "french.pad.poignee.size": "{trumps} atouts",
    "french.pad.step.chelem_announced": "Chelem annoncé par le preneur ?",
    "french.pad.step.chelem": "Tous les plis pour un même camp ?",
    "french.pad.chelem.none": "Non",
    "french.pad.step.poignee_seat": "Qui a montré une poignée ?",
    "french.pad.step.poignee_more": "Qui d'autre a montré une poignée ?",
    "french.pad.poignee.none": "Personne",
}
