"""English texts, and the fallback for keys another catalog lacks.

Every catalog has the same keys with the same ``{placeholders}`` (``bot.i18n.core`` explains
the template syntax). Counted nouns (``noun.*``) have a form per plural category ("1 point",
"2 points"); English has no cases or agreement.

Written for everyone: players are named, never "he"/"him"/"his"; a sentence about a player
uses their name or "they" (as in "each player scores their own card points").

Words: a *deal* is one dealing of the cards through its scoring, the *contract* is what is
bid and played (Three, Solo without, Klop …), *card play* is the part of a deal in which
cards are played to tricks, a *session* is everything a table plays (up to the škis round or
a number of deals). "Game" is the kind of tarok (Slovenian tarok, …).
"""

from __future__ import annotations

from bot.i18n.grammar import ENGLISH

NAME = "English"
GRAMMAR = ENGLISH

TEXTS: dict[str, str | dict[str, str]] = {
    # -- counted nouns: one, other ------------------------------------------------------------
    "noun.point": {"one": "point", "other": "points"},
    "noun.card_point": {"one": "card point", "other": "card points"},
    "noun.card": {"one": "card", "other": "cards"},
    "noun.trick": {"one": "trick", "other": "tricks"},
    "noun.deal": {"one": "deal", "other": "deals"},
    "noun.radelc": {"one": "radelc", "other": "radelci"},
    "noun.second": {"one": "second", "other": "seconds"},
    "noun.minute": {"one": "minute", "other": "minutes"},
    # -- general ------------------------------------------------------------------------------
    "common.yes": "yes",
    "common.no": "no",
    "common.none": "—",
    "common.seconds": "{seconds:second}",
    "common.minutes": "{minutes:minute}",
    "common.player": "Seat {seat}",
    "language.set": "From now on I will talk to you in {language}.",
    "language.cleared": "Language choice cleared: you get the server's language.",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "level.random": "random",
    "computer.name": "Computer {number}",
    "computer.stand_in": "{name} (computer)",
    # -- buttons ------------------------------------------------------------------------------
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.cancel": "Cancel",
    "button.add_computer": "Add computer",
    "button.remove_computer": "Remove computer",
    "button.my_hand": "My hand",
    "button.refresh": "Refresh",
    "button.ready": "Ready",
    "button.return": "Take my seat back",
    # -- lobby --------------------------------------------------------------------------------
    "lobby.title": "Tarok: new table",
    "lobby.host": "Host: {host}",
    "lobby.players": "Players ({count}/{players})",
    "lobby.seat_human": "{seat}. {name}",
    "lobby.seat_computer": "{seat}. computer ({level})",
    "lobby.seat_empty": "{seat}. free",
    "lobby.rules": "Rules: {preset}",
    "lobby.length_deals": "Length: {deals:deal}",
    "lobby.timer": "Move timer: {time}",
    "lobby.no_timer": "No move timer",
    "lobby.level": "Computer players: {level}",
    "lobby.hint": (
        "Click Join to sit down. The host starts the session; computers fill the free seats."
    ),
    "lobby.expires": "The table closes {when} unless someone joins or starts it.",
    "lobby.started": "The session has started.",
    "lobby.cancelled": "The table was closed.",
    "lobby.expired": "The table was closed: the session was not started in time.",
    # -- the table ----------------------------------------------------------------------------
    "table.title": "Tarok · deal {deal_no}",
    "table.title_of": "Tarok · deal {deal_no} of {deals}",
    "table.turn": "To move: {name}",
    "table.turn_deadline": "To move: {name} (time runs out {when})",
    "table.your_turn": "Your turn!",
    "table.contract": "Contract: {contract}",
    "table.declarer": "Declarer: {name}",
    "table.partner": "partner: {name}",
    "table.partner_unknown": "the partner is not known yet",
    "table.alone": "{name} plays alone",
    "table.called": "Called: {card}",
    "table.called_in_talon": "it is in the talon",
    "table.talon": "Talon",
    "table.talon_taken": "{name} takes talon group {number}.",
    "table.discards": "Discarded taroks: {cards}",
    "table.trick": "Trick {number}",
    "table.trick_won": "{name} takes the trick.",
    "table.bids": "Bids",
    "table.bid_line": "{name}: {bid}",
    "table.announcements": "Announcements",
    "table.announced_line": "{name}: {item}",
    "table.kontra_line": "{item}: {level}",
    "table.compulsory_klop": "Compulsory klop: only Solo without or higher can be bid.",
    "table.open_hand": "{name}'s open hand",
    "table.played": "{name} plays {card}.",
    "table.timeout": "Time ran out for {name}: the computer plays {card}.",
    "table.timeout_action": "Time ran out for {name}: the computer chooses the move.",
    "table.deal_over": "The deal is over.",
    "table.next_deal": "The next deal starts {when}, or as soon as everybody is ready.",
    "table.ready_count": "Ready: {ready} of {total}",
    "table.stopped": "{name} ended the session.",
    "table.resumed": "The session goes on after a restart of the bot.",
    # -- hand and prompts ---------------------------------------------------------------------
    "hand.not_playing": "No deal is being played right now.",
    "prompt.bidding": "Bid, or pass.",
    "prompt.declare": "Choose the contract you play.",
    "prompt.king_call": "Call a king.",
    "prompt.talon": "Choose a group of talon cards.",
    "prompt.discard": "Discard {count:card}.",
    "prompt.announce": "Announce, give kontra, or pass.",
    "prompt.play": "Play a card.",
    "prompt.wait": "Wait: {name} is to move.",
    # -- phases -------------------------------------------------------------------------------
    "phase.bidding": "Bidding",
    "phase.declare": "Choosing the contract",
    "phase.king_call": "Calling a king",
    "phase.talon": "Talon",
    "phase.discard": "Discarding",
    "phase.announce": "Announcements",
    "phase.play": "Card play",
    "phase.done": "Deal over",
    # -- contracts and bids -------------------------------------------------------------------
    "contract.klop": "Klop",
    "contract.three": "Three",
    "contract.two": "Two",
    "contract.one": "One",
    "contract.solo_three": "Solo three",
    "contract.solo_two": "Solo two",
    "contract.solo_one": "Solo one",
    "contract.beggar": "Beggar",
    "contract.solo_without": "Solo without",
    "contract.open_beggar": "Open beggar",
    "contract.colour_valat": "Colour valat",
    "contract.valat": "Valat",
    "bid.pass": "Pass",
    # -- announcements and kontra -------------------------------------------------------------
    "item.game": "Contract",
    "item.trula": "Trula",
    "item.kings": "Kings",
    "item.king_ultimo": "King ultimo",
    "item.pagat_ultimo": "Pagat ultimo",
    "item.valat": "Valat",
    "item.mondfang": "Mondfang",
    "item.colour_valat": "Colour valat",
    "announce.action": "Announce {item}",
    "kontra.2": "Kontra",
    "kontra.4": "Rekontra",
    "kontra.8": "Subkontra",
    "kontra.16": "Mordkontra",
    "kontra.action": "{level}: {item}",
    # -- talon, king call, discards -----------------------------------------------------------
    "talon.group": "Group {number}",
    "action.call": "Call {card}",
    "action.discard": "Discard {card}",
    # -- cards spelled out --------------------------------------------------------------------
    "suit.hearts": "hearts",
    "suit.diamonds": "diamonds",
    "suit.spades": "spades",
    "suit.clubs": "clubs",
    "rank.K": "king",
    "rank.Q": "queen",
    "rank.C": "knight",
    "rank.J": "jack",
    "card.suit": "{rank} of {suit}",
    "card.tarok": "tarok {number}",
    "card.pagat": "Pagat",
    "card.mond": "Mond",
    "card.skis": "Škis",
    # -- score lines --------------------------------------------------------------------------
    "line.contract": "Contract",
    "line.difference": "Difference",
    "line.trula": "Trula",
    "line.kings": "Kings",
    "line.king_ultimo": "King ultimo",
    "line.pagat_ultimo": "Pagat ultimo",
    "line.valat": "Valat",
    "line.mondfang": "Mondfang",
    "line.mond": "Captured Mond",
    "line.mond_talon": "Mond left in the talon",
    "line.klop": "Klop",
    "line.radelc": "Radelc",
    "line.kind.game": "",
    "line.kind.silent": "silent",
    "line.kind.announced": "announced",
    "line.kind.attempt": "failed attempt",
    "line.kind.radelc": "doubled",
    "line.kind.klop": "",
    "line.kind.penalty": "penalty",
    "line.with_kind": "{label} ({kind})",
    "line.kontra": "{label} · {level} ×{factor}",
    "line.format": "{label}: {amount}",
    # -- deal summary -------------------------------------------------------------------------
    "summary.title": "Deal {deal_no}: {contract}",
    "summary.won": "{names} won with {points:card_point}.",
    "summary.lost": "{names} lost with {points:card_point}.",
    "summary.won_tricks": "{names} won.",
    "summary.lost_tricks": "{names} lost.",
    "summary.klop": "Klop: each player scores their own card points.",
    "summary.and": "{first} and {second}",
    "summary.scores": "This deal",
    "summary.total_line": "Total: {amount}",
    "summary.seat_score": "{name}: {amount}",
    "summary.radelci_for_all": "Everybody gets a radelc.",
    "summary.radelc_cancelled": "{name} crosses out a radelc.",
    # -- session end --------------------------------------------------------------------------
    "session.title": "Final standings",
    "session.standing": "{place}. {name}: {final}",
    "session.standing_detail": "{place}. {name}: {final} ({total}, settlement: {penalty})",
    "session.winner": "Winner: {name}",
    "session.winners": "Winners: {names}",
    "session.ended_early": "The session was ended early.",
    "session.deals_played": "Deals played: {count}",
    # -- errors -------------------------------------------------------------------------------
    "error.generic": "Something went wrong.",
    "error.internal": "Something went wrong on my side. Please try again.",
    "error.no_table": "There is no open table in this channel.",
    "error.table_exists": "This channel already has an open table.",
    "error.not_host": "Only the host of the table can do that.",
    "error.not_seated": "You are not seated at this table.",
    "error.already_seated": "You are already seated at this table.",
    "error.table_full": "The table is full.",
    "error.no_computer": "There is no computer player to remove.",
    "error.need_human": "At least one person has to sit at the table.",
    "error.wrong_status": "That is not possible right now.",
    "error.not_your_turn": "It is not your turn.",
    "error.stale": "That button is out of date: the move has been made.",
    "error.invalid_action": "That action is not valid.",
    "error.illegal": "That move is not allowed now.",
    "error.not_between_deals": "Ready only works between deals.",
    "error.not_away": "You are at your seat already.",
    "error.no_permission": "You are not allowed to do that.",
    "error.guild_only": "This only works in a server channel.",
    # -- leaderboard --------------------------------------------------------------------------
    "leaderboard.period.all": "all time",
    "leaderboard.period.month": "this month",
    "leaderboard.period.week": "this week",
    "leaderboard.order.total": "total score",
    "leaderboard.order.average": "average per deal",
    "leaderboard.order.success": "declarer success",
    "leaderboard.row.total": "{rank}. {name}: {total} · {deals:deal}",
    "leaderboard.row.average": "{rank}. {name}: {average} per deal · {deals:deal}",
    "leaderboard.row.success": "{rank}. {name}: {rate} % · won {won} of {played}",
    "leaderboard.empty": "No deals have been played yet.",
    # -- statistics ---------------------------------------------------------------------------
    "stats.deals": "Deals played: {count}",
    "stats.sessions": "Sessions: {count} (won: {won})",
    "stats.total": "Total score: {total}",
    "stats.average": "Average per deal: {average}",
    "stats.declared": "As declarer: {played}, won {won} ({rate} %)",
    "stats.partnered": "As partner: {played}, won {won}",
    "stats.klop": "Klop deals: {count}",
    "stats.bonuses": "Bonuses made: {count}",
    "stats.radelci": "Radelci charged: {count} ({penalty:point})",
    "stats.by_contract": "By contract",
    "stats.contract_line": "{contract}: won {won} of {played}",
    "stats.series": "Score over time",
    "stats.empty": "{name} has not played a deal yet.",
    # -- history ------------------------------------------------------------------------------
    "history.title": "Recent sessions",
    "history.player": "{name} {final}",
    "history.ended_early": "(ended early)",
    "history.empty": "No sessions have finished yet.",
    # -- settings -----------------------------------------------------------------------------
    "settings.title": "Server settings",
    "settings.preset": "Rules: {preset}",
    "settings.switches": "Rule changes: {list}",
    "settings.timer": "Move timer: {timer}",
    "settings.level": "Computer players: {level}",
    "settings.language": "Language: {language}",
    "settings.saved": "Settings saved.",
    "settings.default": "(default)",
    # -- help ---------------------------------------------------------------------------------
    "help.title": "Tarok: help",
    "help.body": (
        "Tarok played with buttons, right in the channel. Games: {games}.\n"
        "• `/tarok start` opens a table in this channel (its `game` option chooses the game); "
        "others click **Join**. The host clicks **Start**; computers take the free seats.\n"
        "• **My hand** on the table message shows your cards privately; play from there.\n"
        "• If you do not move in time, the computer moves for you; after two misses it keeps "
        "playing for you until you click **Take my seat back**.\n"
        "• `/tarok leaderboard`, `/tarok stats` and `/tarok history` show results.\n"
        "• `/tarok rules` explains a game's rules; `/tarok language` chooses the language "
        "the bot uses with you."
    ),
    # -- rules --------------------------------------------------------------------------------
    "rules.title": "Rules: {preset}",
    "rules.slovenian.body": (
        "Slovenian tarok is played with 54 cards: 22 taroks (trumps) and 8 cards in each "
        "suit. After the deal players bid for contracts: Three, Two, One (with a called king "
        "as secret partner in the 4-player game), the solos, Beggar, Solo without, Open "
        "beggar, Colour valat and Valat; if nobody bids, Klop is played and everyone tries to "
        "take as few card points as possible. The declarer's side needs more than 35 of the "
        "70 card points. Bonuses: trula (Pagat, Mond, Škis), kings, king ultimo, pagat ultimo "
        "and valat, silent or announced; announcements can be doubled with kontra. "
        "A player whose Mond is captured pays a penalty. After klop and the big contracts "
        "everybody gets a radelc, which doubles the score of its holder's next contract; "
        "open radelci cost points at the end of the session."
    ),
    "rules.preset.pagat": "pagat.com (default)",
    "rules.preset.palcka": "Palčka",
    "rules.switch.round_difference_4p": "Round the difference to 5 (4 players)",
    "rules.switch.round_difference_3p": "Round the difference to 5 (3 players)",
    "rules.switch.round_klop": "Round klop losses to 5",
    "rules.switch.klop_full_threshold": "Card points that make a klop player full",
    "rules.switch.klop_full_and_empty": "Full and empty players in the same klop",
    "rules.switch.klop_several_empties": "Several empty players in klop",
    "rules.switch.klop_radelc_doubling": "Radelci double klop results",
    "rules.switch.klop_kontra": "Kontra in klop",
    "rules.switch.kontra_trula_kings": "Kontra on trula and kings",
    "rules.switch.kontra_max": "Highest kontra",
    "rules.switch.mond_penalty": "Captured Mond penalty",
    "rules.switch.mond_penalty_scope": "Contracts with the Mond penalty",
    "rules.switch.announced_mondfang": "Mondfang can be announced",
    "rules.switch.emperor_any_order": "Emperor trick in any order",
    "rules.switch.forced_pagat": "Pagat must be played onto Škis and Mond",
    "rules.switch.pagat_negative": "Pagat in negative contracts",
    "rules.switch.tarok_discards": "Discarding taroks",
    "rules.switch.bid_priority": "Holding bids",
    "rules.switch.contracts_3p": "Contracts with 3 players",
    "rules.switch.no_tarok": "A hand without taroks",
    "rules.switch.zaruf_remainder": "Rest of the talon with a called king",
    "rules.switch.radelc_end_penalty": "Penalty per open radelc",
    "rules.value.both_70": "both score 70",
    "rules.value.both_35": "both score 35",
    "rules.value.empty_only_if_no_full": "empty players score only without a full one",
    "rules.value.each_70": "each scores 70",
    "rules.value.share_70": "they share 70",
    "rules.value.none": "not allowed",
    "rules.value.once": "once, by anyone",
    "rules.value.three_two_one": "Three, Two and One",
    "rules.value.normal": "normal contracts",
    "rules.value.normal_and_solo_without": "normal contracts and Solo without",
    "rules.value.only_tarok": "only as the last tarok",
    "rules.value.not_lead": "never led unless it is the last card",
    "rules.value.free": "freely, face up",
    "rules.value.unavoidable": "only when unavoidable",
    "rules.value.graded": "by priority",
    "rules.value.forehand_only": "only forehand may hold",
    "rules.value.compulsory_klop": "redeal, then compulsory klop",
    "rules.value.redeal": "deal again",
    "rules.value.trick_winner": "to the winner of the king's trick",
    "rules.value.declarer_if_wins": "to the declarer, if the declarer wins that trick",
    # -- Discord interface --------------------------------------------------------------------
    "button.play_again": "Play again",
    "choice.language_server": "The server's language",
    "choice.length_deals": "{count:deal}",
    "choice.length_open": "Open-ended (until the players stop)",
    "discard.placeholder": "Choose {count:card} to discard",
    "error.bot_permissions": "I need these permissions in this channel to run a table: {list}.",
    "error.bad_id": "This button is damaged or does not belong to you; nothing was changed.",
    "error.restarting": "The bot is restarting: nothing was changed. Try again in a minute.",
    "error.discard_count": "Choose exactly {count:card}.",
    "hand.heading": "Your hand · deal {deal_no} · {phase}",
    "hand.away": "The computer is playing for you. Click Take my seat back to play yourself.",
    "hand.card_by": "{card} ({name})",
    "hand.on_table": "On the table: {cards}",
    "hand.time_left": "Time runs out {when}.",
    "role.dealer": "dealer",
    "role.forehand": "forehand",
    "role.declarer": "declarer",
    "role.partner": "partner",
    "table.seat_line": "{seat}. **{name}**{roles} · {total}{radelci} · {tricks:trick}",
    "table.away_list": "The computer plays for: {names}",
    "session.play_again_hint": "Play again opens a new table with the same settings.",
    "settings.bad_value": "That setting is not valid: {error}",
    "sheet.title": "Score sheet",
    "summary.declarer": "Declarer",
    "summary.partner": "Partner",
    "summary.outcome_won": "Won",
    "summary.outcome_lost": "Lost",
    "summary.total": "Total",
    # -- slash commands (descriptions: at most 100 characters) ---------------------------------
    "cmd.group": "Tarok card games",
    "cmd.start": "Open a tarok table in this channel",
    "cmd.start.preset": "Rules preset to play by",
    "cmd.start.level": "Strength of the computer players",
    "cmd.start.timer": "Seconds for each move (0 = no timer)",
    "cmd.start.length": "Number of deals, or open-ended",
    "cmd.stop": "End the session at this channel's table",
    "cmd.leaderboard": "The best players of this server",
    "cmd.leaderboard.period": "Time period",
    "cmd.leaderboard.metric": "Order by",
    "cmd.stats": "A player's statistics with a chart of the score",
    "cmd.stats.user": "The player (you if left empty)",
    "cmd.history": "Recent sessions in this server",
    "cmd.rules": "The rules of a game and of its presets",
    "cmd.rules.preset": "Rules preset",
    "cmd.settings": "Server defaults (Manage Server permission)",
    "cmd.settings.preset": "Default rules preset",
    "cmd.settings.timer": "Default seconds per move (0 = no timer)",
    "cmd.settings.level": "Default strength of the computer players",
    "cmd.settings.language": "Language of the server's tables",
    "cmd.settings.rule": "A rule switch to change",
    "cmd.settings.value": "The switch's new value",
    "cmd.settings.reset_rules": "Clear every rule switch",
    "cmd.language": "Choose the language the bot uses with you",
    "cmd.language.language": "Language",
    "cmd.help": "How to play tarok with this bot",
    # -- families (the game of a table) -------------------------------------------------------
    "game.slovenian": "Slovenian tarok",
    "lobby.game": "Game: {game}",
    "lobby.length_end": "Length: until the players stop",
    "table.seat_out_line": "{seat}. **{name}** · {total}{radelci} · sits this deal out",
    "table.end_called": "The end of the session has been called.",
    "table.end_vote": "Votes to end the session: {votes}/{needed}",
    "button.end_vote": "End the session",
    "hand.sitting_out": "You sit this deal out.",
    "prompt.choose": "Make your choice.",
    "pick.placeholder": "Choose",
    "sheet.settlement": "Settlement",
    "error.end_unavailable": "The end of the session cannot be called at this table now.",
    "error.unknown_game": "There is no game {game} here; the games are: {games}.",
    "error.table_size": "{game} is played by {sizes} players.",
    "leaderboard.title_game": "Leaderboard · {game} · {period} · {order}",
    "stats.title_game": "Statistics: {name} · {game}",
    "history.entry_game": "{date} · {game} · deals: {deals} · {players}",
    "settings.game": "Game: {game}",
    "cmd.start.game": "The game to play",
    "cmd.start.seats": "Number of players (as many as the game allows)",
    "cmd.leaderboard.game": "The game (default: this channel's game)",
    "cmd.stats.game": "The game (default: this channel's game)",
    "cmd.history.game": "Only sessions of this game",
    "cmd.rules.game": "The game whose rules to show",
    "cmd.settings.game": "The game whose rules the preset and rule options change",
    # -- Slovenian tarok's own words (Display.key: slovenian.<generic key>) -------------------
    "slovenian.lobby.length_end": "Length: until the škis round",
    "slovenian.button.end_vote": "Škis round",
    "slovenian.table.end_called": "The škis round has been called: the session ends after it.",
    "slovenian.table.end_vote": "Votes for the škis round: {votes}/{needed}",
    "slovenian.error.end_unavailable": "The škis round cannot be called at this table now.",
    "slovenian.sheet.settlement": "Radelci",
    "slovenian.session.standing_detail": (
        "{place}. {name}: {final} ({total}, {radelci:radelc}: {penalty})"
    ),
    # -- screens: bid values, talon captions, penalties, five at a table, other games -----------
    "bid.value": "{contract} · {value}",
    "summary.penalties": "Penalties",
    "talon.caption_choosing": "{name} is choosing a group",
    "talon.caption_chosen": "{name} took group {number}",
    "slovenian.table.seat_out_line": (
        "{seat}. **{name}** · {total}{radelci} · deals and sits this deal out"
    ),
    "game.french": "French tarot",
    "table.open_hand_caption": "open hand",
    "game.czech": "Czech taroky",
    # -- Czech taroky (czech.*, rules.czech.*) ------------------------------------------------
    "czech.lobby.length_end": "Length: until the players stop, at the end of a round",
    "czech.table.end_called": (
        "The end of the session has been called: it ends when everybody has dealt equally often."
    ),
    "czech.sheet.settlement": "Final",
    "czech.phase.raise": "Choosing the contract",
    "czech.phase.call": "Calling a tarok",
    "czech.phase.discard": "Laying cards aside",
    "czech.contract.first": "First bid",
    "czech.contract.second": "Second bid",
    "czech.contract.third": "Third bid",
    "czech.contract.solo": "Solo",
    "czech.bonus.no_trumps": "No trumps (barvy)",
    "czech.bonus.few_trumps": "Few trumps (barvičky)",
    "czech.bonus.half_trumps": "Half trumps (taročky)",
    "czech.bonus.full_trumps": "Full trumps (taroky)",
    "czech.bonus.honours": "Honours (trul)",
    "czech.bonus.kings": "Kings (královské honéry)",
    "czech.bonus.five_pointers": "Four five-point cards (honéry)",
    "czech.item.game": "Game",
    "czech.item.pagat_ultimo": "Pagát ultimo",
    "czech.item.slam": "Slam (valát)",
    "czech.kontra.2": "Flek",
    "czech.kontra.4": "Re",
    "czech.kontra.8": "Tutti",
    "czech.card.skyz": "Škýz",
    "czech.card.mond": "Mond",
    "czech.card.pagat": "Pagát",
    "czech.card.tarok": "tarok {number}",
    "czech.card.suit": "{rank} of {suit}",
    "czech.rank.K": "king",
    "czech.rank.Q": "queen",
    "czech.rank.C": "knight",
    "czech.rank.J": "jack",
    "czech.rank.1": "1",
    "czech.rank.2": "2",
    "czech.rank.3": "3",
    "czech.rank.4": "4",
    "czech.rank.7": "7",
    "czech.rank.8": "8",
    "czech.rank.9": "9",
    "czech.rank.10": "10",
    "czech.suit.hearts": "hearts",
    "czech.suit.diamonds": "diamonds",
    "czech.suit.spades": "spades",
    "czech.suit.clubs": "clubs",
    "czech.role.partner": "partner",
    "czech.action.concede": "Concede (−15)",
    "czech.action.turn": "Turn {cards} face up",
    "czech.action.stage": "Take {cards} ({stage})",
    "czech.action.bonus": "Announce {bonus}",
    "czech.action.announce": "Announce {item}",
    "czech.action.kontra": "{level}: {item}",
    "czech.prompt.bidding": "Bid higher, or pass (a pass is final).",
    "czech.prompt.raise": "You are the declarer: play your bid or raise it.",
    "czech.prompt.call": "Call a tarok: whoever holds it is your secret partner.",
    "czech.prompt.talon_turn": "Take t1–t3 (stage 1, ×1), or turn t4–t6 face up.",
    "czech.prompt.talon": "Take t4–t6 (stage 2, ×2), or go back to t1–t3 (stage 3, ×3).",
    "czech.prompt.discard": "Lay {count:card} aside (never a five-point card or the called tarok).",
    "czech.prompt.discard_or_concede": (
        "Lay {count:card} aside, or concede: the called tarok is in the talon, and conceding "
        "costs you 5 for each other player."
    ),
    "czech.prompt.announce": (
        "Announce what you want to (hand bonuses, Pagát ultimo, slam; flek, re, tutti), "
        "then Pass ends your turn."
    ),
    "czech.table.stage": "stage {stage}",
    "czech.table.multiplier": "multiplier ×{factor}",
    "czech.table.called": "Called tarok: {card}",
    "czech.table.opponents": "the opponents",
    "czech.table.talon_part": "{cards} → {name}",
    "czech.table.conceded": "{name} concedes: the called tarok {card} was in the talon.",
    "czech.table.bonuses": "Hand bonuses",
    "czech.table.kontra_by": "{level} ({name})",
    "czech.talon.choosing": "{name} chooses",
    "czech.talon.chosen": "{name}: {stage}",
    "czech.talon.conceded": "The called tarok, in the talon",
    "czech.talon.drawn": "From the talon",
    "czech.hand.partner": (
        "You hold the called tarok: you and {name} play together. Nobody knows until you play it."
    ),
    "czech.hand.alone": (
        "The called tarok is in your hand: you play alone. Nobody knows until you play it."
    ),
    "czech.hand.drawn": "From the talon: {cards}",
    "czech.hand.discards": "Your cards laid aside: {cards}",
    "czech.event.called": "{name} calls {card}.",
    "czech.event.called_played": "The called tarok is out ({name}).",
    "czech.event.talon_taken": "{name} takes {cards} from the talon.",
    "czech.event.talon_turned": "{cards} turned face up: {shown}.",
    "czech.event.stage": "{name} takes {cards}: {stage}.",
    "czech.event.to_opponents": "{cards} go to the opponents' pile.",
    "czech.event.conceded": "{name} concedes: the called tarok {card} was in the talon.",
    "czech.event.hand_bonus": "{name} announces {bonus}.",
    "czech.event.announced": "{name} announces {item}.",
    "czech.event.kontra": "{name}: {level} ({item}).",
    "czech.line.game": "Game ({points} − 35)",
    "czech.line.slam": "Slam",
    "czech.line.pagat_ultimo": "Pagát ultimo",
    "czech.line.concession": "Concession",
    "czech.line.opponents": "{label} · the opponents",
    "czech.line.stage": "{contract}, {stage}",
    "czech.line.times": "{label} · {what} ×{factor}",
    "czech.line.kontra_level": "{level} ({item})",
    "czech.line.subtotal": "Subtotal",
    "czech.summary.conceded": "{name} concedes the first bid: the called tarok was in the talon.",
    "czech.summary.per_opponent": "Per opponent",
    "czech.summary.per_opponent_line": "Per opponent: {amount}",
    "czech.summary.bonuses": "Hand bonuses (paid by each of the others)",
    "czech.summary.bonuses_paid": "Each other player pays a hand bonus to its announcer.",
    "czech.fact.sides": "Sides",
    "czech.fact.alone": "1 v 3",
    "czech.fact.pair": "2 v 2",
    "czech.fact.stage": "Stage",
    "czech.fact.called": "Called",
    "czech.note.times": "{what} ×{factor}",
    "czech.note.bonuses": "hand bonuses",
    "czech.note.conceded": "conceded",
    "czech.stats.opponent": "As an opponent: {count:deal}",
    "czech.stats.bonuses": "Pagát ultimo and slams made: {count}",
    "rules.czech.body": (
        "Czech taroky is played by four with 54 cards: 22 taroks (the Škýz, XXI the Mond … "
        "I the Pagát) and 8 cards in each suit. Forehand has the compulsory first bid "
        "(povinnost); the others may bid higher: the second bid (Pagát ultimo announced with "
        "it), the third bid (three talon cards in up to three stages, ×1, ×2, ×3) and solo "
        "(no talon, ×2). In the first and second bid the declarer calls a tarok, the XIX or a "
        "lower one, and its holder is the secret partner; the declarer takes t1–t4 from the "
        "talon, t5 and t6 go to the next two players. A called tarok drawn from the talon "
        "lets a first bid be conceded for 5 to each other player. Hand bonuses (barvy, "
        "barvičky, taročky, taroky, trul, honéry, královské honéry) are paid by each other "
        "player. The declarer may announce Pagát ultimo and slam (valát); the game and an "
        "announced Pagát ultimo can be doubled by flek, re and tutti. The declarer's side "
        "needs 36 of the 70 card points: the score is the difference from 35, with the slam, "
        "the Pagát ultimo, the kontras and the multiplier."
    ),
    "rules.czech.preset.standard": "Standard (default)",
    "rules.czech.switch.kontra": "Flek, re and tutti (C1)",
    "rules.czech.switch.hand_bonuses": "Hand bonuses (C2)",
    "rules.czech.value.choice": "each player announces them or not, in the first turn",
    "rules.czech.value.automatic": "announced automatically",
    # -- replays and spectators --------------------------------------------------------------
    "button.watch": "Watch",
    "watch.note": (
        "You are watching: you see what everybody at the table sees, never a hand. "
        "**Refresh** shows the newest state."
    ),
    "watch.no_deal": "No deal is being played at this table yet: watch again once it starts.",
    "replay.title": "Replay {code} · {game} · deal {deal_no}",
    "replay.dealt": "As dealt, before the first move",
    "replay.step": "Move {step} of {total}",
    "replay.trick_of": "trick {number} of {total}",
    "replay.hand_line": "**{name}**{roles}: {cards}",
    "replay.talon_line": "Dealt to no one: {cards}",
    "slovenian.replay.talon_line": "Talon as dealt: {cards}",
    "czech.replay.talon_line": "Talon as dealt: {cards}",
    "replay.action_line": "{name}: {action}",
    "replay.first": "⏮ First",
    "replay.back": "◀ Back",
    "replay.next": "Next ▶",
    "replay.last": "Last ⏭",
    "replay.jump": "Jump to a trick",
    "replay.download": "Download the record (JSON)",
    "replay.record_text": (
        "The record of replay {code}: the rules, the dealt cards and every move, in the "
        "format the tarok engine reads back."
    ),
    "replay.summary_line": "Replay: `/tarok replay {code}`",
    "replay.unknown": "There is no replay {code} in this server.",
    "replay.other_server": (
        "Replay {code} belongs to another server: a replay can be watched only in the server "
        "where the deal was played."
    ),
    "replay.bad_code": (
        "{code} is not a replay code: a code has six letters and digits, as shown under the "
        "summary of a deal."
    ),
    "replay.unfinished": "Deal {deal_no} is not finished yet: its replay opens once it is over.",
    "replay.no_such_deal": "This table has no deal {deal_no}.",
    "replay.gone": "Replay {code} cannot be shown any more: its table is gone.",
    "replay.usage": (
        "Give the `code` of a replay (shown under the summary of every finished deal) or the "
        "number of a `deal` of this channel's table."
    ),
    "help.replays": (
        "• Every finished deal gets a replay code, shown under its summary: `/tarok replay` "
        "shows the deal move by move with every hand open, and its record can be "
        "downloaded. **Watch** on a table message (or `/tarok watch`) shows you the table as "
        "everybody sees it."
    ),
    "cmd.replay": "Watch a finished deal again, move by move",
    "cmd.replay.code": "The replay code shown under the deal's summary",
    "cmd.replay.deal": "Or: the number of a deal of this channel's table",
    "cmd.watch": "Watch this channel's table as everybody sees it",
    "noun.challenge": {"one": "challenge", "other": "challenges"},
    # -- hints ----------------------------------------------------------------------------------
    "cmd.start.hints": "Allow hints: the computer's value of each move (default: off)",
    "cmd.leaderboard.hints": "Count the deals played with hints (default: yes)",
    "lobby.hints": "Hints allowed",
    "button.hint": "Hint",
    "hint.title": "Hint · deal {deal_no}",
    "hint.intro": (
        "What the computer player expects from each move: your score at the end of the deal "
        "minus the others' average, in points."
    ),
    "hint.row": "{rank}. **{action}** · {value}",
    "hint.marked": "-# This deal is marked in the ledger as played with hints.",
    "hint.not_allowed": "Hints are not allowed at this table.",
    "hint.no_computers": "There are no hints for this game: it has no computer players yet.",
    "hint.busy": "Your hint is still being worked out.",
    "leaderboard.without_hints": "-# Deals played with hints are left out.",
    # -- the daily challenge ------------------------------------------------------------------
    "cmd.daily": "The daily challenge: the same deals for everyone today",
    "cmd.daily.play": "Play today's challenge alone against the computer players",
    "cmd.daily.continue": "Continue your unfinished daily challenge",
    "cmd.daily.leaderboard": "The best daily-challenge players of this server",
    "cmd.daily.game": "The game (default: the first game with computer players)",
    "cmd.daily.period": "Today or this month",
    "daily.period.today": "today",
    "daily.period.month": "this month",
    "daily.no_game": "There is no daily challenge of the game {game}.",
    "daily.no_computers": "{game} has no daily challenge yet: it has no computer players.",
    "daily.played": (
        "You have played today's challenge already: one attempt a day. A new one comes at "
        "midnight (UTC)."
    ),
    "daily.resumed": "Your challenge continues where you left it.",
    "daily.nothing_to_continue": (
        "You have no unfinished daily challenge. `/tarok daily play` starts today's."
    ),
    "daily.gone": "This daily challenge no longer exists.",
    "daily.not_yours": "This is someone else's daily challenge: `/tarok daily play` starts yours.",
    "daily.title": "Daily challenge · {game} · {day}",
    "daily.progress": "Deal {deal_no} of {deals} · your score so far: {total}",
    "daily.deal_done": "**Deal {deal_no} is over:** {contract}",
    "daily.deal_score": "You scored **{score:point}**.",
    "daily.compare": (
        "Same cards in this server: place {rank} of {players} · the others' average "
        "{average} · their best {best}"
    ),
    "daily.compare.first": "Nobody else in this server has played these cards yet today.",
    "daily.compare.day": (
        "Today's challenge in this server: place {rank} of {players} · the others' average "
        "{average} · their best {best}"
    ),
    "daily.compare.day.first": "You are the first in this server to finish today's challenge.",
    "daily.finished": "Challenge finished: {total:point} in all.",
    "daily.come_back": (
        "`/tarok daily leaderboard` shows the server's best; a new challenge comes tomorrow."
    ),
    "daily.button.next": "Next deal",
    "daily.board.today": "Daily challenge · {game} · {when}",
    "daily.board.month": "Daily challenge · {game} · month {when}",
    "daily.board.empty": "Nobody has finished a challenge yet.",
    "daily.board.row_day": "{rank}. {name}: {total}",
    "daily.board.row_month": "{rank}. {name}: {total} · {days:challenge}",
    "help.extras": (
        "• `/tarok daily play` deals today's challenge: the same cards for everyone, played "
        "alone against the computers in a private message, once a day; "
        "`/tarok daily continue` brings it back, `/tarok daily leaderboard` shows the best "
        "of the day and of the month.\n"
        "• A table opened with `hints: True` shows **Hint** on your hand: the computer's "
        "value of each move. Deals with hints are marked; `/tarok leaderboard hints: False` "
        "leaves them out."
    ),
    # -- French tarot (french.*, rules.french.*) ----------------------------------------------
    "french.lobby.length_end": "Length: until the players stop, at the end of a round",
    "french.table.end_called": (
        "The end of the session has been called: it ends when everybody has dealt equally often."
    ),
    "french.sheet.settlement": "Final",
    "french.phase.call": "Calling a card",
    "french.phase.ecart": "Écart",
    "french.phase.chelem": "Chelem",
    "french.phase.poignee": "Poignée",
    "french.phase.passed": "Passed",
    "french.phase.annulled": "Annulled",
    "french.contract.prise": "Prise",
    "french.contract.garde": "Garde",
    "french.contract.garde_sans": "Garde sans",
    "french.contract.garde_contre": "Garde contre",
    "french.deal.passed": "Passed",
    "french.deal.annulled": "Annulled (Petit sec)",
    "french.poignee.simple": "Simple poignée",
    "french.poignee.double": "Double poignée",
    "french.poignee.triple": "Triple poignée",
    "french.card.petit": "the Petit",
    "french.card.excuse": "the Excuse",
    "french.card.trump": "trump {number}",
    "french.card.suit": "{rank} of {suit}",
    "french.rank.K": "king",
    "french.rank.Q": "queen",
    "french.rank.C": "knight",
    "french.rank.J": "jack",
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
    "french.suit.hearts": "hearts",
    "french.suit.diamonds": "diamonds",
    "french.suit.spades": "spades",
    "french.suit.clubs": "clubs",
    "french.role.taker": "taker",
    "french.side.attack": "the attack",
    "french.side.defence": "the defence",
    "french.action.chelem": "Announce a chelem",
    "french.action.no_chelem": "No chelem",
    "french.action.poignee": "Show a {poignee} ({count} trumps)",
    "french.pick.hide": "Choose the {count} trumps to keep hidden",
    "french.prompt.bidding": "Bid higher than every bid so far, or pass.",
    "french.prompt.call": "Call a card: whoever holds it is your secret partner.",
    "french.prompt.ecart": (
        "Put {count:card} in the écart: no king and no bout; trumps only when unavoidable "
        "(they are shown)."
    ),
    "french.prompt.chelem": "Announce a chelem (taking every trick), or not.",
    "french.prompt.hide": (
        "Your poignée shows fewer trumps than you hold: keep {count:card} hidden."
    ),
    "french.prompt.play_or_poignee": "Play a card, or first show your poignée.",
    "french.table.taker": "Taker: {name}",
    "french.table.chelem": "chelem announced",
    "french.table.called_in_chien": "it is in the chien",
    "french.table.ecart_trumps": "Trumps in the écart: {cards}",
    "french.table.poignees": "Poignées",
    "french.table.poignee_line": "{name}: {poignee} ({cards})",
    "french.table.passed": "Everyone passed: the next dealer deals.",
    "french.table.petit_sec": "Petit sec ({names}): the deal is annulled, the next dealer deals.",
    "french.talon.chien": "Chien",
    "french.talon.ecart": "Écart",
    "french.talon.caption": "{contract} · {name}",
    "french.talon.petit_sec": "Petit sec",
    "french.hand.partner": (
        "You hold the called card: you and {name} play together. Nobody knows until you play it."
    ),
    "french.hand.alone": (
        "The called card is in your hand: you play alone. Nobody knows until you play it."
    ),
    "french.hand.ecart": "Your écart: {cards}",
    "french.hand.hidden": "Kept out of your poignée: {cards}",
    "french.event.contract": "{name} takes: {contract}.",
    "french.event.called": "{name} calls {card}.",
    "french.event.called_played": "The called card is out ({name}).",
    "french.event.chien": "The chien is turned up: {cards}.",
    "french.event.ecart_trump": "{name} puts a trump in the écart: {cards}.",
    "french.event.chelem": "{name} announces a chelem.",
    "french.event.poignee": "{name} shows a {poignee}: {cards}.",
    "french.line.contract": "Contract",
    "french.line.margin": "Margin ({points} for {target})",
    "french.line.petit_au_bout": "Petit au bout ({side})",
    "french.line.chelem.announced": "Chelem (announced)",
    "french.line.chelem.unannounced": "Chelem (not announced)",
    "french.line.chelem.failed": "Chelem announced and failed",
    "french.line.defence_chelem": "Chelem of the defence",
    "french.line.times": "{label} · {contract} ×{factor}",
    "french.line.subtotal": "Subtotal",
    "french.summary.target": "Bouts: {bouts} · target: {target} · margin: {margin}",
    "french.summary.per_defender": "Per defender",
    "french.summary.per_defender_line": "Per defender: {amount}",
    "french.summary.made": "Made by {margin}",
    "french.summary.failed": "Failed by {margin}",
    "french.summary.taker": "Taker",
    "french.fact.bouts": "Bouts",
    "french.fact.target": "Target",
    "french.fact.margin": "Margin",
    "french.fact.sides": "Sides",
    "french.fact.called": "Called",
    "french.note.petit_au_bout": "petit au bout",
    "french.note.poignee": "poignée",
    "french.note.chelem": "chelem",
    "french.note.chelem_failed": "chelem failed",
    "french.note.defence_chelem": "chelem of the defence",
    "french.stats.defender": "As a defender: {count:deal}",
    "french.stats.bonuses": "Petit au bout, poignées and chelems won by the taker's side: {count}",
    "rules.french.body": (
        "French tarot is played by three, four or five with 78 cards: 21 trumps, the Excuse "
        "and 14 cards in each suit (with a knight). Each player bids once, higher than the "
        "bids so far: Prise (×1), Garde (×2), Garde sans (×4) and Garde contre (×6). In Prise "
        "and Garde the chien is turned up for everyone and the taker puts as many cards aside "
        "(the écart: no king, no bout, trumps only when unavoidable); in Garde sans it counts "
        "for the taker unseen, in Garde contre for the defence. With five, the taker calls a "
        "king, and its holder is the secret partner. The taker needs 56 card points with no "
        "bout (21, Petit, Excuse), 51 with one, 41 with two, 36 with three; the deal is worth "
        "25 plus the margin, times the contract, with the petit au bout (the Petit in the last "
        "trick, 10 × the contract), the poignées (10, 13 or 15 trumps shown with four: 20, 30, "
        "40) and the chelem (every trick: 400 announced, 200 not, −200 announced and failed). "
        "Every defender pays or gets that amount; nobody bids: the next dealer deals."
    ),
    "rules.french.preset.fft": "FFT 2012 (default)",
    "rules.french.switch.prise_allowed": "Prise may be bid (F1)",
    "rules.french.switch.five_player_call": "Calling a partner with five (F2)",
    "rules.french.value.ladder": "a king, or the next rank down when holding all four",
    "rules.french.value.any": "any card, the first lead free",
    "french.replay.talon_line": "Chien as dealt: {cards}",
}
