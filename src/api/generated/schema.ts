// GENERATED FILE: do not edit by hand.
// Source: openapi/openapi.yaml. Regenerate with `npm run codegen`; CI fails when this file drifts.

export interface paths {
    "/api/member/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description U001 and LX02 have their own messages and refresh the captcha; any other failure (see the `noMember` example) shows "login information is incorrect, please check".
         */
        post: operations["memberLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up (the account then awaits administrator approval) */
        post: operations["memberSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The logged-in member
         * @description Any failure clears the session and goes to the root. RG01 / RG02 (with data.until) when a time-out or self-exclusion ended the session (its LOGOUT push missed); the guest page then says which and until when (inferred).
         */
        post: operations["memberInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current session token (for the push socket)
         * @description Not called by this front end, on purpose. The session already holds its token: the login answer carries it with its expiry, the token cookie keeps it across a reload, and the push socket subscribes with that same token (/topic/member/{token}), so asking the server for it would echo the token the request already carries. The one thing it could add is the expiry after a reload (the cookie does not keep it); the session learns it from the refresh it forces at start instead (docs/rules.md#states: a token refresh when near expiry 'or when forced'), one call that also renews the token. getToken would become useful if that rotation on every reload had to go (each refresh revokes the old token; other tabs adopt the new one from the shared cookie).
         */
        post: operations["getToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token refresh (within 5 minutes of expiry, or forced)
         * @description Spec: "token refresh, path not shown; returns new token in data". A failed refresh logs out and goes to main.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out */
        post: operations["memberLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Member info edit and password change */
        post: operations["memberUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/changeMemCashFlag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Money merge: move game money back to cash
         * @description The game watcher's merge when a game window closes (the withdrawal screens' action is /api/cash/outGameMoney, which answers the same). The watcher opens the global money-merge notice in its ing state and calls this at once (the game is over: nothing to confirm); the notice offers to try again after a failure. Modal states ready, ing, complete (auto-closes after 1.8 s), fail. C009 shows the server message; other failures show "conversion failed, contact customer centre".
         */
        post: operations["moneyMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Balance (polled every 5 s while logged in)
         * @description Spec: "balance query, path not shown". TK999 closes any game popup, logs out and says the id was logged in elsewhere. RG01 / RG02 (with data.until): a time-out or self-exclusion ended the session and its LOGOUT push was missed; the same, saying which and until when (inferred).
         */
        post: operations["memberBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/etc/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banks for signup and account fields */
        post: operations["bankList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/etc/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banners (including the first-charge bonus banner) */
        post: operations["bannerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/etc/popupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Popups shown on arrival */
        post: operations["popupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main/popupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Popups shown after login */
        post: operations["loginPopupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The main page's boards (new, popular, ranking, jackpot, best withdrawals) */
        post: operations["mainBoards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/etc/siteOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Site options and the default recommender */
        post: operations["siteOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/siteCheckInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Site maintenance window
         * @description When now is between startDate and endDate every page goes to /warning.
         */
        post: operations["siteCheckInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main/cashList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Live deposit and withdrawal status */
        post: operations["liveCashList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main/nt/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Notices for the main page */
        post: operations["mainNoticeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Common codes of a group (masterCode) */
        post: operations["commonCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/gameCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Game codes (vendors) of a category
         * @description Each code's groupCode is its category (a group of /api/common/gameGroupCodes). The side menu lists a group's codes in use that have a lobby: live casino /livecasino/<name> and slots /slotgame/<name> (docs/rules.md#routes; the slot codes (docs/rules.md#constants) 209 and 212-221 as /slotgame/slot_<code>, beyond the route list (docs/rules.md#routes)), and the hotel casino's codes (group hotel; the spec names none, inferred) as /hotelcasino/<code> on both layouts, beyond the route list (docs/rules.md#routes).
         */
        post: operations["gameCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/gameGroupCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Game group codes (the side menu groups) */
        post: operations["gameGroupCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/getGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch a game (returns its URL)
         * @description Failures show api.{code}. Vendors 001, 1, 13, 33 and 293 are never opened in an embedded frame; the popup is 1500x800 at top offset 50.
         */
        post: operations["gameLaunch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/getGameList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor's games
         * @description A vendor's whole game list (no paging: the lobby searches, filters and scrolls it). Code 0 answers every slot vendor's games, each with its own vendorKey. The fields beyond the id (docs/rules.md#data), key, image and names are inferred. The hotel casino's vendors (the game codes of group `hotel`, inferred: the spec names none; the mock's are 401-403) answer their tables with gameType `hotel`, launched in the game popup as live tables are.
         */
        post: operations["gameList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/minigame/slots/{prodId}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A mini game's open round and its betting options
         * @description The spec names the path only; read here as the open round of mini game {prodId} (powerball, powerladder, speedkino, kinoladder) for variant {type}.
         */
        post: operations["minigameRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bet/betProc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place a bet (sports or mini game) */
        post: operations["betPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bet/betlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Betting history
         * @description One page of the member's bets between startDate and endDate (Seoul dates, inclusive), newest first, optionally of one game group (groupKey) and one vendor (vendorCode); oldYn Y reads the older records. `count_per_list` and each row's `folderCount` are not in the spec (x-source inferred on the fields); `tatal_list_count` counts every bet of the range. A bet's selections come from /api/bet/detail.
         */
        post: operations["betList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bet/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One bet with its selections
         * @description A bet of the betting history by its id (betIdx of /api/bet/betlist; oldYn Y when it was listed among the older records): the bet itself and its folders (fixture or game, market, pick, odds, each folder's own result). A bet that is not the member's own, or no such bet, is NF01 (the same answer either way). Not in the spec: docs/rules.md#product names a betting detail but no call for it, and a list row carries only a free `detail` string.
         */
        post: operations["betDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bet/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member level's betting limits
         * @description The minimum and maximum stake, the maximum win and the most picks of a combined slip for the member's level, per kind of game: the slip shows them before sending (B6001–B6003 stay the server's final word). Inferred: the product names the codes only.
         */
        post: operations["betLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/minigame/powerballResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Powerball results */
        post: operations["powerballResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sport/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sports fixtures and odds (live, combination, special, e-sports) */
        post: operations["sportFixtures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sport/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sports results (win/lose, handicap, under/over, special) */
        post: operations["sportResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/{boardType}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A board's posts
         * @description One page of a board's posts, newest first (notices: title, category, date and `viewCount`, which is not in the spec: x-source inferred on the field). `tatal_list_count` counts every post of the board (and search).
         */
        post: operations["boardList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/{boardType}/datail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One post with its comments (path spelled so) */
        post: operations["boardDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/{boardType}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a post or an inquiry
         * @description Confirm, send; on resultCode "0" a completion notice. The deposit-account inquiry (/cscenter/accountqna, "one click asks for the deposit account") is this call with boardType `accountqna` and inquiryType `bankAccount`, its title and content written by the client in the member's language; staff answer it with the account, read through the accountqna list and detail. That mechanism is inferred (x-source inferred): the spec names both `getAcc` and the accountqna board.
         */
        post: operations["boardSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/cmtSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a comment */
        post: operations["commentSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/msgList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message box
         * @description One page of the member's messages, newest first; `unreadCount` counts the unread ones of every page. An unread message cannot be deleted (M002). `count_per_list` is not in the spec (x-source inferred on the field); `tatal_list_count` counts every message.
         */
        post: operations["messageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/msgUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a message's read flag
         * @description The message box's 'mark read' on an unread row (readYn Y, after a confirmation), so a message can be marked read without opening it, and then deleted (M002 refuses an unread one). The answer's unreadCount sets the header's count and the list is read again. Opening a message (/api/board/msgRead) marks it read by itself; 'mark all read' is /api/board/msgReadAll; the box offers no 'mark unread' (readYn N).
         */
        post: operations["messageUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/msgRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read one message (marks it read) */
        post: operations["messageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/msgDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete messages (unread ones cannot be deleted)
         * @description An unread message cannot be deleted (M002): the screens say so before sending and send only read ones. The answer carries the unread count left (not in the spec).
         */
        post: operations["messageDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board/msgReadAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all messages read */
        post: operations["messageReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coin price in won (USDT deposit and withdrawal) */
        get: operations["coinPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit request (bank or USDT)
         * @description Spec: "field names of the cash calls are not shown". A bank deposit sends payType bank, the amount in won, the depositor name and the bonus choice (both inferred); the rules it is checked against (C101-C103, c104) are read first from /api/cash/inInfo.
         */
        post: operations["cashIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/inInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The deposit rules (minimum, maximum, unit, re-request interval) and the bonus the member's next deposit earns
         * @description Spec: the deposit errors C101 (over the per-request limit), C102 (below the minimum), C103 (amount unit) and c104 (retry in 1 minute) and the 20 % / 10 % bonuses, but no call that tells them before a member types; inferred so the screen can say them up front.
         */
        post: operations["cashInInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdrawal request (bank or USDT); refused 23:30-00:30 (bank maintenance)
         * @description The amount is deducted from held money and paid to the member's account. Spec: "field names of the cash calls are not shown"; a bank withdrawal sends payType bank, the amount in won and the withdrawal PIN (cashOutPass, docs/rules.md#constants 4 digits) (inferred). The rules it is checked against (C214 minimum, C215 unit, C216 re-request interval, the 23:30-00:30 bank maintenance) are read first from /api/cash/outInfo; the amount is never above held money (C202). The spec names no code for a request sent during the bank maintenance: the screen refuses it before sending.
         */
        post: operations["cashOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/outInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The withdrawal rules (minimum, maximum, unit, re-request interval) and the daily bank maintenance window
         * @description Spec: the withdrawal errors C214 (below the minimum), C215 (amount unit), C216 (re-request restriction) and "withdrawal requests not allowed 23:30 to 00:30", but no call that tells them before a member types; inferred so the screen can say them up front.
         */
        post: operations["cashOutInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit or withdrawal history
         * @description One page of the member's deposit (cashType in) or withdrawal (out) requests between startDate and endDate (Seoul dates, inclusive), newest first. `count_per_list` and each row's `waitDate` are not in the spec (x-source inferred on the fields); `tatal_list_count` counts every row of the range.
         */
        post: operations["cashList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete history records
         * @description Status transitions: from application only waiting; from waiting only approved or rejected; a processed request cannot be changed (C501-C503).
         */
        post: operations["cashDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/outGameMoney": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert game money to cash
         * @description The withdrawal screens' game-money panel (a member brings money left in the game vendors' wallets back to cash before withdrawing), shown in the money-merge notice: ready, ing, complete (closes itself after 1.8 s), fail. C009 shows the server message; any other failure "conversion failed, contact customer centre". /api/member/changeMemCashFlag answers the same but is the game watcher's merge when a game window closes (games issue).
         */
        post: operations["outGameMoney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/getUserCash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's cash, points and game money
         * @description Read by the withdrawal screens' game-money panel when it shows (the member may have played since the member read at sign-in) and again after a money merge; the answer is written to the session, so the header's cash and points follow it. The 5-second poll stays /api/member/balance (it also says isPlayGame).
         */
        post: operations["userCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/getAcc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for the deposit account number (it arrives as a message) */
        post: operations["requestAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/point/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Point records and summaries
         * @description One page of the member's point records between startDate and endDate (Seoul dates, inclusive), newest first, with the member's point summary (remaining, this month, previous month, total accrued, total used; the same on every page). `count_per_list`, the dates and each row's `kindCode` and `useCategoryCode` are not in the spec (x-source inferred on the fields); `tatal_list_count` counts every row of the range.
         */
        post: operations["pointList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/point/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert points to cash (at least 1,000)
         * @description Converts `point` points to cash (at least 1,000, not above the remaining points; docs/rules.md#validation, docs/rules.md#constants). The answer is the new cash and points. P001 no points entered, P002 above the remaining points, P003 no amount, P004 below the minimum, P009 conversion unavailable.
         */
        post: operations["pointChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupon/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's coupons */
        post: operations["couponList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupon/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use a coupon
         * @description Uses one of the member's unused coupons; a cash coupon adds its amount to the held money, a point coupon to the points. Answers the member's cash and points after it.
         */
        post: operations["couponUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupon/gift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gift a coupon to another member
         * @description Gives one of the member's unused coupons to the member with id `targetId`; the coupon then shows as gifted (toId) here and as unused (fromId) there.
         */
        post: operations["couponGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** This month's attendance */
        post: operations["attendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/attendanceCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check in for today */
        post: operations["attendanceCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/winlose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Win/loss by day */
        post: operations["winLose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Safer gambling: limits, reality check and exclusion */
        post: operations["memberLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/limitSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set, lower, raise or remove a limit (lower: at once; raise or removal: after 24 h) */
        post: operations["memberLimitSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/limitCancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending raise or removal */
        post: operations["memberLimitCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/realityCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the reality-check interval */
        post: operations["memberRealityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sessionSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Time, stakes and net result since this session logged in (the reality check) */
        post: operations["memberSessionSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a time-out or exclude oneself: ends every session at once (LOGOUT push); cannot be lifted from the site */
        post: operations["memberExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activity statement per month */
        post: operations["memberActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/loginHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login attempts on the account, newest first */
        post: operations["memberLoginHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The active sessions of the member
         * @description Where the member is signed in. Under one device at a time (docs/rules.md#sessions: a login ends every other session) this is the calling session only; the list and the ending calls (/api/member/sessionEnd, /api/member/sessionEndOthers) also serve a server that keeps several (the example `otherDevice`) (inferred).
         */
        post: operations["memberSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sessionEnd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one session (LOGOUT push to it) */
        post: operations["memberSessionEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sessionEndOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every other session (LOGOUT push to each) */
        post: operations["memberSessionEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Two-step verification state */
        post: operations["memberSecurity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/totpStart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-step enrolment: a new secret, not yet enabled
         * @description While two-step is on, re-enrolment needs the current code (or a recovery code) or the password; a wrong one is LX11 / LX02, neither is LX10, and too many failures lock it (LX12).
         */
        post: operations["memberTotpStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/totpConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm enrolment with a code: two-step is on; recovery codes shown once */
        post: operations["memberTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/totpDisable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step off with a code or a recovery code */
        post: operations["memberTotpDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's money history
         * @description Every movement of the member's cash and points between startDate and endDate (Seoul dates, inclusive), newest first, each with its reason and the balance of its account right after it, so the member can account for the balance the header shows (the newest cash row's `balanceAfter` is `/api/member/balance`'s `balance`, the newest points row's its `pointAmt`). Filtered by kind and account, paged. Not in the spec (x-source inferred): the operator's server must add it, read from the same books that change the balances. Money held by a game vendor (game money) is not listed: its moves in and out of cash are (kind game).
         */
        post: operations["memberLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The partner's status */
        post: operations["partnerStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recommended members (the sub-member tree)
         * @description One page of the members the partner recommended (its sub-member tree; `memId` narrows to one sub-member's tree), online or not, in `sortField` / `sortDir` order (newest first by default), narrowed by member (`searchText`), role and online flag. Sort and filters are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick) and a search with one member.
         */
        post: operations["partnerMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/onlineMembers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sub-members online now
         * @description One page of the partner's sub-members online now, in `sortField` / `sortDir` order, narrowed by member (`searchText`) and role. Sort and filters are not in the spec (inferred). The mock answers a search with one member (x-mock-pick).
         */
        post: operations["partnerOnlineMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/partnerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sub-partners
         * @description One page of the partner's sub-partners (PTN_1..PTN_5) with their state, holdings and rolling / losing rates, in `sortField` / `sortDir` order (newest first by default), narrowed by role (`partnerType`) and member (`searchText`). State, rates, sort and filters are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a role filter with the stores, a search with one sub-partner.
         */
        post: operations["partnerSubPartners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/cashList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sub-members' deposits and withdrawals
         * @description One page of the deposit and withdrawal requests of the partner's sub-members between startDate and endDate (Seoul dates, inclusive), in `sortField` / `sortDir` order (newest first by default), narrowed by member (`searchText`: id or nickname), `cashType` and `status`; `totals` sums the completed requests (status 1) the filter matches; the others are listed, not summed (docs/rules.md#partner-money). Sort, filters and totals are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a withdrawal filter with the withdrawals, a search with one member's rows.
         */
        post: operations["partnerCashList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/bettingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sub-members' bets
         * @description One page of the partner's sub-members' bets between startDate and endDate (Seoul dates, inclusive), in `sortField` / `sortDir` order (newest first by default), narrowed by member (`searchText`), vendor (`vendorCode`) and result; `totals` sums the settled bets (win, lose, draw) the filter matches, so that its revenue is its cash less its winCash. A row's `revenue` is the house's side, stake − winnings (positive when the member lost), 0 while the bet is pending or cancelled (docs/rules.md#partner-money, inferred). Each row names its vendor by code and its game in each language (inferred), so the list shows them in the member's language whatever language the server's `company` / `form` are written in (the mock's are partly English, partly Korean). Sort, filters and totals are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a result filter with the won bets, a search with one member's bets.
         */
        post: operations["partnerBettingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rolling and losing rates per category
         * @description One member's rolling and losing rates per category: the partner's own without `memId` (the ceilings of what it gives: the front end caps a sub-member's rates by these, its one source of "my rates"), a sub-member's with it (its `maxRollingRate` / `maxLosingRate` are the partner's own by the contract). The mock answers each sub-partner of the sub-member list with its own rates (x-mock-pick), the casino pair being what the partner list shows for it; any other memId gets the partner's own.
         */
        post: operations["partnerRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rateUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust a sub-member's rates (locks further change for one day)
         * @description Rates cannot exceed the partner's own (its /api/partner/rates read without memId; a sub-member's read repeats them as maxRollingRate, maxLosingRate): a rate above is refused with PR01. A change locks further change for one day: the answer says until when (`lockedUntil`, null: a day from now); while locked the update is refused with PR02, whose `data.until` says until when (both inferred: the spec names no code of its own). T999: the member is not a sub-member of the partner; E002: the caller is not a partner.
         */
        post: operations["partnerRateUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/calculationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settlement list
         * @description One page of the settlements per sub-partner (its whole branch's settled bets at the sub-partner's own rates, what it earns and what the partner pays it with a reserved payment; docs/rules.md#partner-money, inferred) between startDate and endDate (Seoul dates, inclusive) per day and game category, in `sortField` / `sortDir` order (newest first by default), narrowed by category, paid flag and member (`searchText`); `totals` sums every row the filter matches. Sort, filters and totals are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a category filter with slot, the paid flag N with the unpaid rows, a search with one member's.
         */
        post: operations["partnerSettlements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/calculationUserList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settlement per sub-member
         * @description One page of the settlements per sub-member (each one's own settled bets at the calling partner's own rates, what the partner earns on them, so that the rows sum to its status; docs/rules.md#partner-money, inferred) between startDate and endDate (Seoul dates, inclusive) per day and game category, in `sortField` / `sortDir` order (newest first by default), narrowed by category, paid flag and member (`searchText`); `totals` sums every row the filter matches. Sort, filters and totals are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a category filter with slot, the paid flag N with the unpaid rows, a search with one member's.
         */
        post: operations["partnerUserSettlements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/settlementReserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve a settlement payment
         * @description Which settlement (memId, settlementDate, category: one row of the sub-partner settlement list; a member's row is the partner's own earning, T999), the amount and when to pay it (inferred). C999/T999: already reserved or paid.
         */
        post: operations["partnerSettlementReserve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/settlementReserveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserved settlement payments
         * @description The partner's reserved settlement payments (waiting, paid, cancelled), one page, newest payment time first by default (inferred; the spec names the reservation only).
         */
        post: operations["partnerSettlementReserveList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/settlementReserveCancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a reserved settlement payment
         * @description Cancels a waiting reservation (reserveIdx from /api/partner/settlementReserveList; inferred). C503: already paid; C999/T999: already cancelled or a duplicate.
         */
        post: operations["partnerSettlementReserveCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/moneyTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give money to, or take it back from, a sub-member
         * @description Give: C301 (permission; also the answer to a member who is not a partner, inferred), C302 (target), C303 (amount), C601 (amount required). Take back: C401, C402, C403, C701.
         */
        post: operations["partnerMoneyTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/moneyTransferList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Money give and take-back history */
        post: operations["partnerMoneyTransferList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/moneyMove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move money between sub-members
         * @description C301: the partner may not move money (no permission; also the answer to a member who is not a partner, inferred); C302: a member is not the partner's sub-member; C303: the amount (more than the sender holds); C601: no amount.
         */
        post: operations["partnerMoneyMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/moneyMoveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Money move history
         * @description One page of the partner's money moves between sub-members (and its gives and take-backs), each row as the money moved (docs/rules.md#partner-money, inferred): `fromId` the sender and `balanceAfter` its cash after, `targetId` the receiver and `cashAfter` its cash after; a take-back goes from the sub-member to the partner. Rows between startDate and endDate (Seoul dates, inclusive), in `sortField` / `sortDir` order (newest first by default), narrowed by `transferType` and member (`searchText`). Sort and filters are not in the spec (inferred). The mock answers page 2 with other rows (x-mock-pick), a type filter with the moves, a search with one member's transfers.
         */
        post: operations["partnerMoneyMoveList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sub-partner
         * @description The sub-partner's id, password, nickname, phone, bank account (the signup's rules and codes: U101 id, U102 password, U104 account holder, U105 nickname, U106 phone, U116-U119 id, nickname, phone, account number in use), a role below the creator's own (E002 otherwise) and rates not above the creator's own in each category (PR01 otherwise, as /api/partner/rateUpdate) (inferred).
         */
        post: operations["partnerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A failed answer. HTTP status is still 200; `code` is an `ErrorCode` of the catalogue (or, rarely, a code the catalogue does not know, which the client shows as a generic failure). `msg` is the server's own text, shown only where the catalogue says so (C009). */
        ApiFailure: {
            /** @description An `ErrorCode` of the catalogue, or (rarely) a code the catalogue does not know. */
            code: components["schemas"]["ErrorCode"] | string;
            msg?: string;
            /** @description null, or (inferred) what a safer gambling code carries — RG01 / RG02 the end of the time-out or exclusion, LX12 the end of a lockout after too many failed attempts; PR02 the end of a partner's one-day rate lock; RG10 / RG11 / RG12 what is left and for which period. */
            data?: null | {
                until: components["schemas"]["DateTime"];
            } | {
                left: components["schemas"]["Money"];
                period: components["schemas"]["LimitPeriod"];
            };
        };
        /** @enum {string} */
        YN: "Y" | "N";
        /** @description Korean won, no decimals. Shown thousands-separated. */
        Money: number;
        /** @description Korean won, may be negative (win/lose, settlements). */
        SignedMoney: number;
        /** @description Server time, `YYYY-MM-DD HH:mm:ss` in Asia/Seoul. */
        DateTime: string;
        /**
         * Format: date
         * @description `YYYY-MM-DD`, Asia/Seoul.
         */
        Date: string;
        /** @description Added by the client middleware to every body (or to the query of a GET). Optional here so app code never passes it; the mock insists on it. */
        SiteId: string;
        PageRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /** @default 10 */
            count_per_list?: number;
        };
        /** @description Paging of a list answer. `tatal_list_count` is spelled so by the server. */
        PageInfo: {
            /** @default 1 */
            page: number;
            /** @default 10 */
            count_per_list: number;
            /** @default 0 */
            tatal_list_count: number;
        };
        /** @description A call with no fields of its own; the middleware adds `siteId`. */
        SiteOnlyRequest: {
            siteId?: components["schemas"]["SiteId"];
        };
        /**
         * @description Role label: PTN_1 head office, PTN_2 main branch, PTN_3 sub branch, PTN_4 distributor, PTN_5 store, NORMAL member.
         * @enum {string}
         */
        PartnerType: "PTN_1" | "PTN_2" | "PTN_3" | "PTN_4" | "PTN_5" | "NORMAL";
        /**
         * @description Partner stats and rates are kept per category.
         * @enum {string}
         */
        GameCategory: "casino" | "hotel" | "slot" | "mini";
        /**
         * GameVendor
         * @description The game vendor codes the site has a lobby for: the `vendorCode` of /api/game/list and a `code` of /api/common/gameCodes. Each entry's `title` is its lobby's route segment and `x-lobby` the route it is under (/livecasino/<title>, /slotgame/<title>, /esport/<title>, /phishinggame/<title>); `x-menu: false` marks a lobby the side menu does not list (a slot code whose vendor the server's documentation does not name, reached from the slot picker). Slot code 0 is the KPlay lobby of every slot vendor. The hotel casino's codes are not here: they are whatever game group hotel holds (inferred).
         */
        GameVendor: string & ("1" | "5" | "10" | "6" | "9" | "2" | "0" | "200" | "201" | "202" | "203" | "204" | "205" | "206" | "207" | "208" | "209" | "212" | "213" | "214" | "215" | "216" | "217" | "218" | "219" | "220" | "221" | "101" | "1000");
        /** @description An action's answer when the server returns nothing more than success. */
        Done: {
            /** @constant */
            resultCode?: "0";
        };
        /** @description A live message on the STOMP topic `/topic/member/{token}` (see `x-push`). INSPECT with data1 Y logs out and goes to /warning; CASH sets cash (data1) and points (data2); MSG sets the unread count (data1); LOGOUT logs out (data1 TK999 when logged in elsewhere, RG01 / RG02 for a time-out / self-exclusion until data2); LOCK_BET_YN, unless data1 is N and data2 is Y, emits a game-down event. */
        PushMessage: {
            /** @enum {string} */
            cmd: "INSPECT" | "CASH" | "MSG" | "LOGOUT" | "LOCK_BET_YN";
            data1?: string;
            data2?: string;
        };
        /** @description A message on `/topic/powerball/round` (a round opens, or its timer: `round` with `remainSeconds`, the seconds left to bet) or `/topic/powerball/result` (`result`: a round drawn, which ends it). A screen follows the newest round it hears of. `prodId` names the mini game the message is about; without it the message is about powerball (inferred). */
        PowerballPush: {
            prodId?: components["schemas"]["MinigameProduct"];
            round: number;
            remainSeconds?: number;
            result?: components["schemas"]["MinigameResult"];
        };
        LoginRequest: {
            siteId?: components["schemas"]["SiteId"];
            memId: string;
            memPass: string;
            /** @description The two-step code of the authenticator app (or a recovery code), when the member turned two-step on (LX10 asks for it, LX11 refuses it). Inferred. */
            otp?: string;
        };
        Member: {
            memId: string;
            memNick: string;
            /** @description Account holder. */
            memName: string;
            cashAmt: components["schemas"]["Money"];
            pointAmt: number;
            gameMoney?: components["schemas"]["Money"];
            isPartnerMember: components["schemas"]["YN"];
            partnerType?: components["schemas"]["PartnerType"];
            memLevel?: number;
            memPhone?: string;
            /** @description The mobile carrier chosen at signup or in the info edit (memPhoneVendor of the signup); absent when none was chosen (inferred). */
            memPhoneVendor?: string;
            bankName?: string;
            bankacc?: string;
            recommenderId?: string | null;
            joinDate?: components["schemas"]["DateTime"];
            /** @description Whether a withdrawal PIN is set (the PIN itself is never sent back). */
            cashOutPassYn?: components["schemas"]["YN"];
        };
        MsgInfo: {
            /** @description Unread message count. */
            newMsg: number;
        };
        LoginData: {
            member: components["schemas"]["Member"];
            msgInfo: components["schemas"]["MsgInfo"];
            token: string;
            tokenExpiresAt?: components["schemas"]["DateTime"];
        };
        MemberInfoData: {
            member: components["schemas"]["Member"];
            msgInfo: components["schemas"]["MsgInfo"];
        };
        TokenData: {
            token: string;
            tokenExpiresAt?: components["schemas"]["DateTime"];
        };
        TokenRefreshRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description Refresh even when the token is not near expiry. */
            force?: boolean;
        };
        /** @description Signup payload. memLevel, partSendYn, memStatus, siteName, siteType, ip, apiKey and nationCode are filled by the client, not typed. */
        SignupRequest: {
            /**
             * @description The member confirmed being 18 or older (the signup's required box). Inferred; optional in the contract until every client sends it.
             * @constant
             */
            ageConfirmed?: true;
            /**
             * @description The member accepted the terms (the signup's required box). Inferred; optional in the contract until every client sends it.
             * @constant
             */
            termsAccepted?: true;
            siteId?: components["schemas"]["SiteId"];
            siteName?: string;
            siteType?: string;
            ip?: string;
            apiKey?: string;
            /** @description 5-20 letters, digits and plus (U101). */
            memId: string;
            /** @description 6-20 of letters, digits and !@#$%* (U102). */
            memPass: string;
            memPassCheck: string;
            /** @description Korean mobile, sent as a string. */
            memPhone: string;
            /** @description Mobile carrier. */
            memPhoneVendor?: string;
            /** @default 1 */
            memLevel?: number;
            /** @description Bank code from /api/etc/bank. */
            bank: string;
            /** @description Account holder. */
            memName: string;
            memNick: string;
            bankacc: string;
            /** @description Withdrawal PIN, exactly 4 digits (U103). */
            cashOutPass: string;
            /** @default 82 */
            nationCode?: string;
            /** @default N */
            partSendYn?: components["schemas"]["YN"];
            /** @description Required unless the site has a default recommender. */
            recommenderId?: string;
            partnerType?: components["schemas"]["PartnerType"];
            /** @default 0 */
            memStatus?: number;
        };
        /** @description Member info edit and password change. Only the fields sent are changed. */
        MemberUpdateRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description Current password. */
            memPass?: string;
            memPassNew?: string;
            memPassCheck?: string;
            memPhone?: string;
            memPhoneVendor?: string;
            cashOutPass?: string;
        };
        Balance: {
            balance: components["schemas"]["Money"];
            pointAmt?: number;
            /** @description Whether the member is in a game (money is with the vendor). */
            isPlayGame: components["schemas"]["YN"];
        };
        /** @description Game money moved back to cash. */
        MoneyMergeData: {
            cashAmt: components["schemas"]["Money"];
            gameMoney?: components["schemas"]["Money"];
        };
        Bank: {
            bankCode: string;
            bankNameKr: string;
            bankNameEn?: string;
        };
        CommonCodeRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description Code group, e.g. bcategory for the game categories. */
            masterCode: string;
        };
        GameCodesRequest: {
            siteId?: components["schemas"]["SiteId"];
            masterCode: string;
            groupCode?: string;
            code?: string;
        };
        CommonCode: {
            code: string;
            codeName: string;
            codeNameEN?: string;
            groupCode: string;
            groupCodeNameEN?: string;
            ord: number;
            useYn?: components["schemas"]["YN"];
        };
        /** @description A popup or a banner. */
        Banner: {
            bannerIdx: number;
            /** @description Whether it may be closed (and closed for a day). */
            isClose: components["schemas"]["YN"];
            title?: string;
            /** @description HTML from the server; sanitised before display. */
            content?: string;
            imageUrl?: string;
            linkUrl?: string;
            /** @enum {string} */
            position?: "main" | "side" | "login" | "firstCharge";
            ord?: number;
        };
        SiteOptionData: {
            siteOption: {
                siteName?: string;
                sns1Link?: string | null;
                /** @description Customer-centre messenger link. */
                sns2Link: string | null;
                /** @default 20 */
                firstChargeBonusRate?: number;
                /** @default 10 */
                dailyFirstChargeBonusRate?: number;
                signupYn?: components["schemas"]["YN"];
                /** @description Message retention: a message is kept this many days after it was sent, then leaves the message box (read or not). The spec names the retention days without a value; the field's name and place are inferred. The message box tells the member. */
                msgKeepDays?: number;
                /** @description Message retention: at most this many messages are kept per member; a newer one pushes the oldest out. The spec names the maximum count without a value; the field's name and place are inferred. The message box tells the member. */
                msgMaxCount?: number;
                /** @description Help organisations for problem gambling per language, shown with the 18+ notice (footer, safer gambling page). Inferred. */
                helpLinks?: components["schemas"]["HelpLink"][];
            } & {
                [key: string]: unknown;
            };
            /** @description When set, the signup form hides the recommender field. */
            defaultRecommenderId?: string | null;
        };
        SiteCheckInfo: {
            /** @description Maintenance start (Asia/Seoul `YYYY-MM-DD HH:mm:ss`), null when none. */
            startDate: string | null;
            endDate: string | null;
            message?: string;
        };
        /** @description The main page's boards. */
        MainData: {
            newGames?: components["schemas"]["GameListEntry"][];
            popularGames?: components["schemas"]["GameListEntry"][];
            ranking?: components["schemas"]["RankingEntry"][];
            slotJackpot?: components["schemas"]["Money"];
            slotRanking?: components["schemas"]["RankingEntry"][];
            bestWithdrawalsToday?: components["schemas"]["RankingEntry"][];
            bestWithdrawalsWeek?: components["schemas"]["RankingEntry"][];
            liveVideoUrl?: string | null;
        };
        RankingEntry: {
            rank: number;
            /** @description Masked by the server (e.g. ab***). */
            memId: string;
            amount: components["schemas"]["Money"];
            /** @description The game in Korean (a server that names it in one language only). */
            gameName?: string;
            /** @description The game in each language (the client shows the member's, docs/rules.md#names); `gameName` when absent. */
            gameNames?: components["schemas"]["GameNames"];
        };
        /** @description Live deposit and withdrawal status on the main page. */
        LiveCashEntry: {
            /** @description Masked. */
            memId: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            cashType: "in" | "out";
            regDate: components["schemas"]["DateTime"];
        };
        NoticeSummary: {
            boardIdx: number;
            title: string;
            /** @enum {string} */
            category?: "normal" | "event" | "notice";
            regDate: components["schemas"]["DateTime"];
        };
        GameListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description Vendor code, one of GameVendor (live casino 1,5,10,6,9,2; slots 0, 200-209, 212-221, where 0 answers every slot vendor's games; e-sports 101; fishing 1000), or a code of game group hotel in /api/common/gameCodes (the hotel casino, inferred). */
            vendorCode: string;
            gameType?: string;
            /**
             * @deprecated
             * @description Not used: the server answers a vendor's whole list (a lobby searches, filters and scrolls it in the browser; inferred).
             */
            page?: number;
        };
        /** @description One game of a vendor's lobby. */
        GameListEntry: {
            id: string;
            /** @description The game's key at the vendor (the launch payload's gameKey). */
            key: string;
            /** @description The game's picture (a URL; the mock answers small SVG data URIs). */
            image: string;
            /** @description The vendor's code (the launch payload's vendorKey; one of the codes (docs/rules.md#constants)). */
            vendorKey?: string;
            /** @description The launch payload's gameType: slot, live, hotel (the hotel casino, inferred), fishing, esport, virtual. */
            gameType?: string;
            names: {
                ko: string;
                en?: string;
                vi?: string;
            };
            /** @description Shown with a "new" mark and first among the vendor's games. */
            isNew?: components["schemas"]["YN"];
            /** @description Shown with a "popular" mark. */
            isPopular?: components["schemas"]["YN"];
            /** @description Opened in the narrow portrait window of height 800 (the one vendor (docs/rules.md#constants)) instead of 1500×800. */
            portrait?: components["schemas"]["YN"];
        };
        GameLaunchRequest: {
            siteId?: components["schemas"]["SiteId"];
            vendorKey: string;
            gameType: string;
            gameKey: string;
        };
        GameLaunchData: {
            gameurl: string;
        };
        /** @description The open round of a mini game and its betting options. Inferred (the product names the path only): the seconds left to bet when the server answered, the round's length, whether betting is still open, and options keyed by codes that the screen words in the member's language (inferred). */
        MinigameRound: {
            prodId: components["schemas"]["MinigameProduct"];
            type: string;
            round: number;
            betEndAt: components["schemas"]["DateTime"];
            /** @description Seconds left to bet when the server answered (the countdown starts from it; betting closes at 0). */
            remainSeconds?: number;
            /** @description A round's length (powerball and power ladder 300, speed keno and keno ladder 180). */
            intervalSeconds?: number;
            /**
             * @description closed between the end of betting and the next round.
             * @enum {string}
             */
            status?: "open" | "closed";
            options: components["schemas"]["MinigameOption"][];
        };
        /** @description One betting option of a mini-game round. */
        MinigameOption: {
            /** @description The option's code, worded by the screen. Powerball: pb_odd, pb_even, pb_under, pb_over (the powerball 0–4 / 5–9), nb_odd, nb_even, nb_under, nb_over (the sum of the five balls to 72 / from 73), nb_small, nb_medium, nb_large (sum 15–64, 65–80, 81–130). Ladders: left, right (the start), line3, line4, odd, even, left3_even, left4_odd, right3_odd, right4_even. Speed keno: odd, even, under, over (the sum of 22 numbers to 810 / from 811). */
            key: string;
            /** @description The options shown together (pb_oddeven, pb_underover, nb_oddeven, nb_underover, nb_size, start, lines, oddeven, combo, underover). */
            group?: string;
            /**
             * @deprecated
             * @description The server's Korean label; the screen words `key` in the member's language instead.
             */
            name?: string;
            odds: number;
        };
        /** @description One bet slip: a single or a combined (multi-folder) sports bet, or a mini-game bet on a round. The odds-change policy is inferred: what the server may do when a price moved since the member saw it. */
        BetProcRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description sport, esport, or a mini game's prodId (powerball, powerladder, speedkino, kinoladder). */
            gameType: string;
            /** @description The mini-game round bet on. */
            round?: number;
            /** @description The stake in won. */
            betAmount: number;
            /**
             * @description When a price moved: none = refuse the slip and say what moved; any = accept at the new prices; higher = accept only when no price fell.
             * @default none
             * @enum {string}
             */
            oddsPolicy?: "none" | "any" | "higher";
            selections: {
                fixtureId?: string;
                marketId?: string;
                /** @description The pick (a market's odds key, or a mini-game option key). */
                key: string;
                /** @description The price the member saw. */
                odds: number;
            }[];
        };
        /** @description The slip's outcome. `accepted`: the bet stands (its id, the prices it was taken at, the combined odds, the potential win, the balance after). `oddsChanged`: nothing was placed because prices moved and the slip's policy did not allow them; `changes` says what moved (inferred). */
        BetProcData: {
            /** @enum {string} */
            status: "accepted" | "oddsChanged";
            betIdx?: number;
            cashAmt?: components["schemas"]["Money"];
            totalOdds?: number;
            potentialWin?: components["schemas"]["Money"];
            /** @description The prices the bet was taken at. */
            selections?: components["schemas"]["BetPrice"][];
            /** @description The picks whose price moved (the price seen and the price now). */
            changes?: (components["schemas"]["BetPrice"] & {
                newOdds: number;
            })[];
        };
        /** @description A pick and its price. */
        BetPrice: {
            fixtureId?: string;
            marketId?: string;
            key: string;
            odds: number;
        };
        /** @description The member level's betting limits (B6001 below the minimum, B6002 above the maximum, B6003 above the maximum win), shown on the slip before sending. Inferred: the product names the codes only (docs/rules.md#errors). */
        BetLimitsData: {
            level: number;
            limits: {
                /**
                 * @description sport (sports and e-sports) or mini (every mini game).
                 * @enum {string}
                 */
                gameType: "sport" | "mini";
                minBet: components["schemas"]["Money"];
                maxBet: components["schemas"]["Money"];
                maxWin: components["schemas"]["Money"];
                /** @description The most picks a combined slip may hold. */
                maxFolders?: number;
            }[];
        };
        BetListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description A game group's code (/api/common/gameGroupCodes); left out for every group. */
            groupKey?: string;
            /** @description A vendor's code (/api/common/gameCodes); left out for every vendor. */
            vendorCode?: string;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            /** @description Y for older records (the archive), N for recent ones. */
            oldYn?: components["schemas"]["YN"];
        };
        /** @description One bet of the member's betting history. `type` is the bet's state, an open string: the known values are `win`, `lose`, `draw`, `wait`, `bet` (placed, not settled yet: the BET of docs/rules.md#data) and `cancel`; docs/rules.md#states says "anything else is cancelled", so a value the front end does not know is shown as cancelled. Shown as: win PASS, lose FAIL, draw TIE, wait WAIT, bet BET, anything else CANCEL. */
        BetRow: {
            /** @description The bet's id (asked for by /api/bet/detail). */
            betIdx: number;
            /** @description The vendor's name as the server shows it. */
            company?: string;
            /** @description The game (table, slot title, or the bet's kind for sports). */
            form?: string;
            /** @description The vendor's game code (/api/common/gameCodes) when the bet was at a vendor; the history names the vendor by that code in the member's language (`company`, the server's own text, by the code one of whose names it is, or as written, when absent). */
            vendorCode?: string;
            /** @description The game's name in each language (`form`, the server's own text, when absent). */
            gameNames?: components["schemas"]["GameNames"];
            /** @description The game group's code (casino, slot, sport, mini… as /api/common/gameGroupCodes names them). */
            gameType?: string;
            cash: components["schemas"]["Money"];
            winCash: components["schemas"]["Money"];
            revenue?: components["schemas"]["SignedMoney"];
            /**
             * @description Known values: win, lose, draw, wait, bet, cancel (any other value means cancelled).
             * @example win
             * @example lose
             * @example draw
             * @example wait
             * @example bet
             * @example cancel
             */
            type: string;
            regDate?: components["schemas"]["DateTime"];
            /** @description How many selections (folders) the bet holds; 1 for a single bet (not in the spec). */
            folderCount?: number;
            detail?: string;
        };
        BetListData: {
            list: components["schemas"]["BetRow"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        /** @description One selection (folder) of a bet: the fixture or game, the market, the pick, its odds and its own result (the same open vocabulary as BetRow.type). Not in the spec (x-source inferred). */
        BetFolder: {
            folderIdx?: number;
            /** @description The fixture (home vs away) or the game round (baccarat table 3, round 41…). */
            game: string;
            league?: string;
            startDate?: components["schemas"]["DateTime"];
            /** @description The market as the server names it (1X2, handicap -1.5, over/under 2.5, player/banker…). */
            market: string;
            /** @description What the member picked, as the server names it. */
            pick: string;
            odds: number;
            /** @description The final score or outcome, when known. */
            score?: string;
            /** @description Known values: win, lose, draw, wait, bet, cancel (any other value means cancelled). */
            result: string;
        };
        /** @description One bet of the betting history by its id (not in the spec). */
        BetDetailRequest: {
            siteId?: components["schemas"]["SiteId"];
            betIdx: number;
            /** @description Y when the bet was listed among the older records. */
            oldYn?: components["schemas"]["YN"];
        };
        /** @description A bet with its selections (folders); a casino or slot bet may have one folder or none. */
        BetDetailData: {
            bet: components["schemas"]["BetRow"];
            /** @description The product of the folders' odds, when the bet has odds. */
            totalOdds?: number;
            folders: components["schemas"]["BetFolder"][];
        };
        PowerballResultRequest: {
            siteId?: components["schemas"]["SiteId"];
            /**
             * @description Whose results (every mini game answers here, despite the path's name).
             * @default powerball
             */
            prodId?: components["schemas"]["MinigameProduct"];
            date?: components["schemas"]["Date"];
            /** @default 1 */
            page?: number;
        };
        /** @description One drawn round of a mini game. Powerball: five balls, the powerball and what they make; ladders: the start side, the number of lines and the finish (odd/even); speed keno: the 22 numbers and their sum (inferred beyond powerball). */
        MinigameResult: {
            prodId?: components["schemas"]["MinigameProduct"];
            round: number;
            date?: components["schemas"]["DateTime"];
            /** @description Powerball's five normal balls (1–28). */
            balls?: number[];
            powerball?: number;
            /** @description Speed keno's 22 numbers (1–70). */
            numbers?: number[];
            sum?: number;
            /** @enum {string} */
            oddEven?: "odd" | "even";
            /** @enum {string} */
            underOver?: "under" | "over";
            /**
             * @description Powerball's size of the normal-ball sum.
             * @enum {string}
             */
            size?: "small" | "medium" | "large";
            /** @enum {string} */
            pbOddEven?: "odd" | "even";
            /** @enum {string} */
            pbUnderOver?: "under" | "over";
            /**
             * @description A ladder's start side.
             * @enum {string}
             */
            start?: "left" | "right";
            /**
             * @description A ladder's number of lines.
             * @enum {integer}
             */
            lines?: 3 | 4;
        };
        PowerballResultData: {
            list: components["schemas"]["MinigameResult"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        FixtureListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @enum {string} */
            menu: "live" | "combination" | "special" | "esport";
            sport?: components["schemas"]["Sport"];
            /** @description Only this league's fixtures (one of the answer's `leagues`). */
            league?: string;
            /** @description Only fixtures starting this day (Seoul time); every open fixture without it. */
            date?: components["schemas"]["Date"];
            /** @default 1 */
            page?: number;
        };
        /** @enum {string} */
        Sport: "soccer" | "basketball" | "baseball" | "volleyball" | "badminton" | "hockey" | "combat" | "tennis" | "handball" | "football" | "esport";
        /** @description One fixture with its markets. Beyond the sports filters (docs/rules.md#constants), everything here is inferred: the state (scheduled, live, suspended, finished), the live clock and score, suspended markets, and odds keyed by codes (home, draw, away, under, over, handy home/away; a special market's picks carry the server's own label). */
        Fixture: {
            fixtureId: string;
            sport: components["schemas"]["Sport"];
            league: string;
            /** @description Where the league is played (shown beside it). */
            country?: string;
            home: string;
            away: string;
            startTime: components["schemas"]["DateTime"];
            /**
             * @description scheduled until kick-off; live while played (clock and score); suspended when the bookmaker holds every market.
             * @enum {string}
             */
            status?: "scheduled" | "live" | "suspended" | "finished";
            /** @description The live clock as the server words it (e.g. 2H 67', Q3 08:12, 7회말). */
            clock?: string | null;
            /** @description The live score, home first (e.g. "1:0"); null before the start. */
            score?: string | null;
            markets: components["schemas"]["Market"][];
        };
        /** @description One market of a fixture and its prices. */
        Market: {
            marketId: string;
            /**
             * @description winloose (home / draw / away), handy (handicap on the home side, `line`), underover (total, `line`), special (the server names it).
             * @enum {string}
             */
            kind: "winloose" | "handy" | "underover" | "special";
            /** @description The handicap (home side) or the total line; null for win/lose. */
            line?: number | null;
            /** @description A special market's name as the server words it (e.g. 첫 득점 팀, First team to score). */
            name?: string;
            /** @description Held by the bookmaker (shown greyed, cannot be picked; a pick already in the slip is marked). */
            suspended?: boolean;
            odds: {
                /** @description The pick: home, draw, away (winloose, handy), under, over (underover), or the special market's own code. */
                key: string;
                /** @description A special market's pick as the server words it; the other kinds are labelled by `key` in the member's language. */
                label?: string;
                odds: number;
            }[];
        };
        FixtureListData: {
            list: components["schemas"]["Fixture"][];
            pageInfo: components["schemas"]["PageInfo"];
            /** @description The leagues of the menu and sport asked, with how many fixtures each has (the league filter). */
            leagues?: {
                league: string;
                sport: components["schemas"]["Sport"];
                country?: string;
                count: number;
            }[];
        };
        SportResultRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @enum {string} */
            kind: "winloose" | "handy" | "underover" | "special";
            sport?: components["schemas"]["Sport"];
            /** @description Only this league's results. */
            league?: string;
            date?: components["schemas"]["Date"];
            /** @default 1 */
            page?: number;
        };
        SportResult: {
            fixtureId: string;
            sport: components["schemas"]["Sport"];
            league: string;
            home: string;
            away: string;
            startTime: components["schemas"]["DateTime"];
            homeScore: number;
            awayScore: number;
            line?: number | null;
            /** @description What won, as a code worded by the screen: home, draw, away (winloose; handy after the line); under, over (underover, against `line`); a special market's winning pick in `outcomeLabel`. cancel when the fixture was void (inferred). */
            outcome?: string;
            /** @description A special market's name as the server words it. */
            market?: string;
            /** @description A special market's winning pick as the server words it. */
            outcomeLabel?: string;
            country?: string;
        };
        SportResultData: {
            list: components["schemas"]["SportResult"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        BoardListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /** @default 10 */
            count_per_list?: number;
            /** @enum {string} */
            searchType?: "title" | "content" | "writer";
            searchText?: string;
            /** @description Only this member's posts (1:1 inquiries). */
            memId?: string;
            /**
             * @description Only posts of this kind (the free board's tabs); all kinds without it.
             * @enum {string}
             */
            category?: "normal" | "event" | "notice";
        };
        BoardPost: {
            boardIdx: number;
            /** @description Number shown in the list. */
            boardNum: number;
            boardType?: string;
            /** @enum {string} */
            category: "normal" | "event" | "notice";
            title: string;
            /** @description HTML from the server; sanitised before display. */
            content?: string;
            /** @enum {string} */
            status?: "answered" | "waiting" | "posted";
            /** @enum {string} */
            inquiryType?: "bankAccount" | "other";
            /** @description The writer's id (a member sees which posts are theirs). */
            memId?: string;
            memNick?: string;
            regDate: components["schemas"]["DateTime"];
            commentCount?: number;
            /** @description How often the post was read (shown in the notice list and on the post). */
            viewCount?: number;
            /** @description How many bets the writer attached (the list marks such posts). */
            betCount?: number;
        };
        BoardListData: {
            list: components["schemas"]["BoardPost"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        BoardDetailRequest: {
            siteId?: components["schemas"]["SiteId"];
            boardIdx: number;
        };
        BoardComment: {
            cmtIdx: number;
            content: string;
            regId: string;
            memNick?: string;
            regDate: components["schemas"]["DateTime"];
        };
        BoardDetailData: {
            /** @description The post; null when there is none by that number (deleted, never written, or another member's inquiry). */
            post: components["schemas"]["BoardPost"] | null;
            /** @description The staff's answer to an inquiry (HTML). */
            answer?: string | null;
            comments: components["schemas"]["BoardComment"][];
            /** @description Bet list attached to the post. */
            bets?: components["schemas"]["BetRow"][];
            /** @description The older neighbour in the list (null at the end). */
            prev?: components["schemas"]["BoardNeighbour"] | null;
            /** @description The newer neighbour in the list (null at the start). */
            next?: components["schemas"]["BoardNeighbour"] | null;
        };
        /** @description A post next to the one read, for "previous" and "next" links. */
        BoardNeighbour: {
            boardIdx: number;
            title: string;
        };
        BoardSaveRequest: {
            siteId?: components["schemas"]["SiteId"];
            memId: string;
            memName: string;
            boardType?: string;
            title: string;
            /** @description Plain text as the member typed it, lines and all. The server keeps it as text: markup in it is answered escaped in BoardPost.content (shown as typed, never applied). */
            content: string;
            /** @enum {string} */
            inquiryType?: "bankAccount" | "other";
            /** @description Bets attached to the post. */
            betIdxList?: number[];
        };
        BoardSaveData: {
            /** @constant */
            resultCode: "0";
            boardIdx?: number;
        };
        CommentSaveRequest: {
            siteId?: components["schemas"]["SiteId"];
            boardIdx: number;
            regId: string;
            content: string;
        };
        Message: {
            msgIdx: number;
            title: string;
            /** @description HTML from the server; sanitised before display. */
            content?: string;
            sendDate: components["schemas"]["DateTime"];
            readYn: components["schemas"]["YN"];
        };
        MessageListData: {
            list: components["schemas"]["Message"][];
            pageInfo: components["schemas"]["PageInfo"];
            unreadCount: number;
        };
        MessageRequest: {
            siteId?: components["schemas"]["SiteId"];
            msgIdx: number;
        };
        MessageUpdateRequest: {
            siteId?: components["schemas"]["SiteId"];
            msgIdx: number;
            readYn: components["schemas"]["YN"];
        };
        MessageDeleteRequest: {
            siteId?: components["schemas"]["SiteId"];
            msgIdxList: number[];
        };
        MessageListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
        };
        /** @description One message (its content is server HTML, sanitised before display) and the member's unread count after reading it. */
        MessageReadData: components["schemas"]["Message"] & {
            /** @description Unread messages left once this one is read (not in the spec; lets the header's count follow at once). */
            unreadCount: number;
        };
        UnreadData: {
            unreadCount: number;
        };
        /** @description A deposit request, by bank or by USDT coin. */
        CashInRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @enum {string} */
            payType: "bank" | "coin";
            /** @description Won. */
            amount: number;
            /** @description Whether the member takes the bonus that applies (20 % first charge after joining, 10 % first charge of the day; /api/cash/inInfo says which), on the won credited; a USDT deposit is a charge like a bank one and earns it too. */
            bonusYn?: components["schemas"]["YN"];
            /** @description The name the bank transfer is sent under (the account holder). Bank deposits only. */
            depositName?: string;
            /** @description USDT sent, for a coin deposit (at most two decimals); `amount` is then its value in won at the rate shown (/api/coin), rounded down to whole won. The server values it at its own rate. */
            coinAmount?: number;
            /** @description The transfer's transaction hash, when the member gives it (a coin deposit); the operator matches the transfer with it. Inferred. */
            txHash?: string;
        };
        /** @description A withdrawal request, by bank or by USDT coin. The spec shows no field names for the cash calls; these are inferred. */
        CashOutRequest: {
            siteId?: components["schemas"]["SiteId"];
            /**
             * @description bank (to the member's registered account) or coin (USDT).
             * @enum {string}
             */
            payType: "bank" | "coin";
            /** @description Won; not above held money (C202), within /api/cash/outInfo's minimum (C214), maximum and unit (C215). */
            amount: number;
            /** @description The withdrawal PIN (docs/rules.md#constants cash-out password, 4 digits); wrong gives C205 (or C008), none set C204. */
            cashOutPass: string;
            /** @description The member's USDT wallet, for a coin withdrawal (its format follows `network`). */
            walletAddress?: string;
            /** @description The network of walletAddress, for a coin withdrawal. */
            network?: components["schemas"]["CoinNetwork"];
            /** @description The USDT the member expects at the rate shown (/api/coin), rounded down to two decimals; the server pays at its own rate. Coin withdrawals only. */
            coinAmount?: number;
        };
        CashRequestData: {
            cashIdx: number;
            status: components["schemas"]["CashStatus"];
            cashAmt?: components["schemas"]["Money"];
        };
        /**
         * @description 0 requested, 1 complete, 2 waiting, -1 cancelled.
         * @enum {string}
         */
        CashStatus: "0" | "1" | "2" | "-1";
        CashListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            /** @enum {string} */
            cashType: "in" | "out";
        };
        CashRequestRow: {
            cashIdx: number;
            /** @enum {string} */
            payType?: "bank" | "coin";
            applyDate: components["schemas"]["DateTime"];
            /** @description When the request was set to waiting (status 2); null while it is only requested (not in the spec). */
            waitDate?: string | null;
            depositAmt?: components["schemas"]["Money"];
            bonusAmt?: components["schemas"]["Money"];
            withdrawAmt?: components["schemas"]["Money"];
            /** @description When the request was approved (1) or rejected (-1); null before. */
            processDate?: string | null;
            status: components["schemas"]["CashStatus"];
            /** @description USDT of a coin request (payType coin); null for bank requests. Inferred (the spec's history shows no coin figures). */
            coinAmount?: number | null;
            /** @description Won per USDT the coin request was valued at; null for bank requests. Inferred. */
            coinRate?: number | null;
            /** @description Why the operator rejected the request (status -1), as they typed it; null when they gave none. Absent on other states. Inferred (the spec's history shows the process state only); the member is also told by a message. */
            rejectReason?: string | null;
        };
        CashListData: {
            list: components["schemas"]["CashRequestRow"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        CashDeleteRequest: {
            siteId?: components["schemas"]["SiteId"];
            cashIdxList: number[];
        };
        UserCashData: {
            cashAmt: components["schemas"]["Money"];
            pointAmt: number;
            gameMoney?: components["schemas"]["Money"];
        };
        /**
         * @description The network a USDT transfer goes over - TRC20 (Tron; addresses start with T, 34 characters) or ERC20 (Ethereum; 0x and 40 hex digits). Inferred.
         * @enum {string}
         */
        CoinNetwork: "TRC20" | "ERC20";
        CoinPrice: {
            symbol: string;
            /** @description Price of one coin in won. */
            price: number;
            updatedAt?: components["schemas"]["DateTime"];
        };
        /** @description A USDT wallet - its address and the network it is on (TRC20 Tron, ERC20 Ethereum). Inferred. */
        CoinWallet: {
            address: string;
            network: components["schemas"]["CoinNetwork"];
        };
        PointListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            /**
             * @description Only accruals or only uses; both when absent.
             * @enum {string}
             */
            kind?: "accrual" | "use";
        };
        /** @description One point record (docs/rules.md#data): an accrual (points above 0) or a use (appliedPoints above 0). `kind` and `useCategory` are the server's Korean display strings; `kindCode` and `useCategoryCode` are the same as codes, for a screen in any language (not in the spec, x-source inferred on the fields). A code this contract does not know is shown with the display string. */
        PointRecord: {
            accrualDate: components["schemas"]["DateTime"];
            /** @description Display string (Korean), e.g. 충전 포인트. */
            kind: string;
            /**
             * @description charge (deposit point), betting (betting point), recommend (a recommended member's point), attendance, event, admin (given by the site), conversion (converted to cash).
             * @enum {string}
             */
            kindCode: "charge" | "betting" | "recommend" | "attendance" | "event" | "admin" | "conversion";
            percent?: number;
            bonusPercent?: number;
            points: number;
            /** @description Display string (Korean) of a use, empty for an accrual. */
            useCategory?: string;
            /**
             * @description What the points were used for; none for an accrual. cash (converted to cash), admin (taken back by the site).
             * @enum {string}
             */
            useCategoryCode?: "none" | "cash" | "admin";
            appliedPoints?: number;
        };
        PointSummary: {
            remaining: number;
            thisMonth: number;
            previousMonth: number;
            totalAccumulated: number;
            totalUsed: number;
        };
        PointListData: {
            list: components["schemas"]["PointRecord"][];
            pageInfo: components["schemas"]["PageInfo"];
            summary: components["schemas"]["PointSummary"];
        };
        PointChangeRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description Points to convert to cash (at least 1,000). */
            point: number;
        };
        PointChangeData: {
            cashAmt: components["schemas"]["Money"];
            pointAmt: number;
        };
        /** @description One of the member's coupons, in any state (the spec names coupon use, gift and list but no fields; inferred). */
        Coupon: {
            couponIdx: number;
            /** @description The coupon's name as the site gave it (shown as it is). */
            name: string;
            /**
             * @description What using it gives — cash (held money, `amount` in won) or points (`amount` in points).
             * @enum {string}
             */
            kind: "cash" | "point";
            /** @description Won for a cash coupon, points for a point coupon. Shown thousands-separated. */
            amount: number;
            /**
             * @description unused (can be used or gifted), used, expired (not used before expireDate), gifted (given to `toId`).
             * @enum {string}
             */
            status: "unused" | "used" | "expired" | "gifted";
            /** @description The last day it can be used (`YYYY-MM-DD`, Seoul); null when it never expires. */
            expireDate?: string | null;
            /** @description Who gifted it to this member; null when the site issued it. */
            fromId?: string | null;
            /** @description Whom this member gifted it to (status gifted); null otherwise. */
            toId?: string | null;
            regDate: components["schemas"]["DateTime"];
            /** @description When it was used or gifted (server time); null while unused or once expired. */
            useDate?: components["schemas"]["DateTime"] | null;
        };
        CouponListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            /** @description First day of the range (by the day the coupon was issued); the whole history when absent. */
            startDate?: components["schemas"]["Date"];
            /** @description Last day of the range; the whole history when absent. */
            endDate?: components["schemas"]["Date"];
            /**
             * @description Only coupons in this state (the use and gift screens ask for `unused`); every state when absent.
             * @enum {string}
             */
            status?: "unused" | "used" | "expired" | "gifted";
        };
        CouponListData: {
            list: components["schemas"]["Coupon"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        CouponUseRequest: {
            siteId?: components["schemas"]["SiteId"];
            couponIdx: number;
        };
        CouponGiftRequest: {
            siteId?: components["schemas"]["SiteId"];
            couponIdx: number;
            targetId: string;
        };
        AttendanceRequest: {
            siteId?: components["schemas"]["SiteId"];
            month?: string;
        };
        /** @description One month of the member's attendance (check-ins) and the site's reward rule (inferred). */
        AttendanceData: {
            /** @description The month answered, `YYYY-MM` (Seoul). */
            month: string;
            /** @description The days of that month the member checked in. */
            checkedDays: number[];
            /** @description Days in a row up to today (or up to yesterday when today is not checked yet). */
            consecutiveDays: number;
            checkedToday: boolean;
            /** @description Points one check-in gives; absent when check-ins give nothing. */
            rewardPoints?: number;
            /** @description Extra points for checking in so many days in a row (empty or absent when the site has none). */
            streakRewards?: {
                days: number;
                points: number;
            }[];
            /** @description In the answer to a check-in only, the points that check-in gave (its day's and any streak's). */
            earnedPoints?: number;
        };
        WinLoseRequest: {
            siteId?: components["schemas"]["SiteId"];
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
        };
        WinLoseRow: {
            date: components["schemas"]["Date"];
            deposit: components["schemas"]["Money"];
            withdrawal: components["schemas"]["Money"];
            bet: components["schemas"]["Money"];
            win: components["schemas"]["Money"];
            winLose: components["schemas"]["SignedMoney"];
        };
        WinLoseData: {
            list: components["schemas"]["WinLoseRow"][];
            total?: components["schemas"]["WinLoseRow"];
        };
        /** @description What every partner list asks for: one page (`page`, `count_per_list`), the period, a member (`searchText`: id or nickname; `memId`: one sub-member's tree) and the order (`sortField`, `sortDir`). The spec names only page and dates for lists; the rest is inferred. Each list adds its own filters (Partner*ListRequest). */
        PartnerListRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (not in the spec; the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            /** @description A sub-member's id or nickname (part of it); empty or absent for every member. */
            searchText?: string;
            /** @description Narrow to one sub-member's tree. */
            memId?: string;
            /** @description The column the list is ordered by (each list names its own); absent for the list's default order (newest first). */
            sortField?: string;
            sortDir?: components["schemas"]["SortDir"];
        };
        PartnerCategoryStats: {
            category: components["schemas"]["GameCategory"];
            total?: components["schemas"]["SignedMoney"];
            totalBet: components["schemas"]["Money"];
            totalWin: components["schemas"]["Money"];
            rolling: components["schemas"]["Money"];
            settlement: components["schemas"]["SignedMoney"];
            rollingRate: number;
            losingRate: number;
        };
        PartnerStats: {
            categories: components["schemas"]["PartnerCategoryStats"][];
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            moneyGiven: components["schemas"]["Money"];
            moneyTakenBack: components["schemas"]["Money"];
            winLose: components["schemas"]["SignedMoney"];
            holdings: components["schemas"]["Money"];
            subPartnerCount: number;
            userCount: number;
            todayJoinCount: number;
            onlineCount?: number;
        };
        PartnerMember: {
            memId: string;
            memNick: string;
            partnerType: components["schemas"]["PartnerType"];
            parentId?: string | null;
            depth?: number;
            cashAmt: components["schemas"]["Money"];
            pointAmt?: number;
            online?: components["schemas"]["YN"];
            joinDate: components["schemas"]["DateTime"];
            lastLoginDate?: string | null;
            subCount?: number;
            /**
             * @description The account's state (not in the spec; docs/rules.md#roles names suspended and locked members).
             * @enum {string}
             */
            state?: "normal" | "suspended" | "locked";
            /** @description A sub-partner's rolling rate, in percent (the casino category's, as its /api/partner/rates read says; not in the spec). */
            rollingRate?: number;
            /** @description A sub-partner's losing rate, in percent (the casino category's, as its /api/partner/rates read says; not in the spec). */
            losingRate?: number;
        };
        PartnerMemberListData: {
            list: components["schemas"]["PartnerMember"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        PartnerRate: {
            category: components["schemas"]["GameCategory"];
            rollingRate: number;
            losingRate: number;
            /** @description The partner's own rate; a sub-member's cannot exceed it. */
            maxRollingRate: number;
            maxLosingRate: number;
            /** @description Until when (`YYYY-MM-DD HH:mm:ss`, Seoul) a change of this category's rates locks further change (docs/rules.md#states, one day); null or absent when it can change. */
            lockedUntil?: string | null;
        };
        PartnerRatesRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description The sub-member whose rates to read; omitted for one's own. */
            memId?: string;
        };
        PartnerRatesData: {
            memId: string;
            rates: components["schemas"]["PartnerRate"][];
            /** @description Until when (`YYYY-MM-DD HH:mm:ss`, Seoul) the last change locks further change (docs/rules.md#states, one day); null when the rates can change. On an update's answer, null means a day from the change. */
            lockedUntil?: string | null;
        };
        PartnerRateUpdateRequest: {
            siteId?: components["schemas"]["SiteId"];
            memId: string;
            rates: {
                category: components["schemas"]["GameCategory"];
                rollingRate: number;
                losingRate: number;
            }[];
        };
        SettlementRow: {
            date: components["schemas"]["Date"];
            memId: string;
            memNick?: string;
            category: components["schemas"]["GameCategory"];
            totalBet: components["schemas"]["Money"];
            totalWin: components["schemas"]["Money"];
            rolling: components["schemas"]["Money"];
            settlement: components["schemas"]["SignedMoney"];
            paidYn?: components["schemas"]["YN"];
            /** @description A reserved settlement payment's time. */
            reservedAt?: string | null;
        };
        SettlementListData: {
            list: components["schemas"]["SettlementRow"][];
            pageInfo: components["schemas"]["PageInfo"];
            totals?: components["schemas"]["SettlementTotals"];
        };
        SettlementReserveRequest: {
            siteId?: components["schemas"]["SiteId"];
            payAt: components["schemas"]["DateTime"];
            /** @description The sub-member whose settlement is paid. */
            memId?: string;
            /** @description The day of the settlement paid (a row of /api/partner/calculationList or calculationUserList, with memId and category). */
            settlementDate?: components["schemas"]["Date"];
            /** @description The category of the settlement paid. */
            category?: components["schemas"]["GameCategory"];
            /** @description The amount to pay (the settlement's, as the partner confirmed it). */
            amount?: components["schemas"]["Money"];
        };
        /** @description Give money to, or take it back from, a sub-member. */
        MoneyTransferRequest: {
            siteId?: components["schemas"]["SiteId"];
            targetId: string;
            amount: number;
            /** @enum {string} */
            type: "give" | "takeback";
            note?: string;
        };
        /** @description Move money between two sub-members. */
        MoneyMoveRequest: {
            siteId?: components["schemas"]["SiteId"];
            fromId: string;
            toId: string;
            amount: number;
            note?: string;
        };
        MoneyTransferRecord: {
            date: components["schemas"]["DateTime"];
            successYn: components["schemas"]["YN"];
            /** @enum {string} */
            type?: "give" | "takeback" | "move";
            fromId?: string;
            targetId: string;
            /** @description Sent amount. */
            amount: components["schemas"]["Money"];
            /** @description The partner's balance after. */
            balanceAfter: components["schemas"]["Money"];
            /** @description The target's cash after. */
            cashAfter: components["schemas"]["Money"];
            note?: string | null;
        };
        MoneyTransferListData: {
            list: components["schemas"]["MoneyTransferRecord"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        CreatePartnerRequest: {
            siteId?: components["schemas"]["SiteId"];
            memId: string;
            memPass: string;
            memNick: string;
            partnerType: components["schemas"]["PartnerType"];
            /** @description Korean mobile, sent as a string (the signup's rule). */
            memPhone: string;
            /** @description Bank code from /api/etc/bank (the signup's rule). */
            bank: string;
            /** @description Account holder (the signup's rule). */
            memName: string;
            /** @description Account number, digits only (the signup's rule). */
            bankacc: string;
            rates?: {
                category: components["schemas"]["GameCategory"];
                rollingRate: number;
                losingRate: number;
            }[];
        };
        /** @description One page of the sub-members' deposit and withdrawal requests, and the totals of every row the filter matches (all pages). The totals and each row's member role and cash type are inferred. */
        PartnerCashListData: {
            list: (components["schemas"]["CashRequestRow"] & {
                memId: string;
                memNick?: string;
                partnerType?: components["schemas"]["PartnerType"];
                /**
                 * @description A deposit (in) or a withdrawal (out) request.
                 * @enum {string}
                 */
                cashType?: "in" | "out";
            })[];
            pageInfo: components["schemas"]["PageInfo"];
            totals?: components["schemas"]["PartnerCashTotals"];
        };
        PartnerBetListData: {
            list: (components["schemas"]["BetRow"] & {
                memId: string;
                /** @description The house's side, stake − winnings (positive when the member lost); 0 while the bet is pending or cancelled (docs/rules.md#partner-money). */
                revenue?: components["schemas"]["SignedMoney"];
                memNick?: string;
                partnerType?: components["schemas"]["PartnerType"];
                /** @description The vendor's game code (/api/common/gameCodes) when the bet was at a vendor; the list names the vendor by that code in the member's language (`company`, the server's own text, when absent). */
                vendorCode?: string;
                /** @description The game's name in each language (`form`, the server's own text, when absent). */
                gameNames?: components["schemas"]["GameNames"];
            })[];
            pageInfo: components["schemas"]["PageInfo"];
            totals?: components["schemas"]["PartnerBetTotals"];
        };
        /**
         * @description Ascending or descending order of `sortField` (default desc). Not in the spec.
         * @enum {string}
         */
        SortDir: "asc" | "desc";
        /** @description The sub-members' deposits and withdrawals asked for, with the list's own filters (inferred). */
        PartnerCashListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "applyDate" | "memId" | "depositAmt" | "bonusAmt" | "withdrawAmt" | "processDate" | "status";
            /**
             * @description Deposits (in) or withdrawals (out) only; absent for both.
             * @enum {string}
             */
            cashType?: "in" | "out";
            status?: components["schemas"]["CashStatus"];
        };
        /** @description Sums over the completed requests (status 1) the filter matches (every page), for the list's totals row; requested, waiting and cancelled ones are listed but not summed (docs/rules.md#partner-money). Not in the spec. */
        PartnerCashTotals: {
            depositAmt: components["schemas"]["Money"];
            bonusAmt: components["schemas"]["Money"];
            withdrawAmt: components["schemas"]["Money"];
        };
        /** @description The sub-members' bets asked for, with the list's own filters (inferred). */
        PartnerBetListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "regDate" | "memId" | "cash" | "winCash" | "revenue";
            /** @description One vendor's bets (a vendor code as /api/common/gameGroupCodes names them); absent for all. */
            vendorCode?: string;
            /**
             * @description The bets' result (BetRow type); absent for all.
             * @enum {string}
             */
            result?: "win" | "lose" | "draw" | "wait" | "bet" | "cancel";
        };
        /** @description The settlements asked for (partners' or users'), with the list's own filters (inferred). */
        PartnerSettlementListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "date" | "memId" | "totalBet" | "totalWin" | "rolling" | "settlement";
            category?: components["schemas"]["GameCategory"];
            paidYn?: components["schemas"]["YN"];
        };
        /** @description The money transfers asked for (give / take-back, or moves), with the list's own filter (inferred). */
        PartnerMoneyMoveListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "date" | "targetId" | "amount";
            /**
             * @description One kind of transfer; absent for all.
             * @enum {string}
             */
            transferType?: "give" | "takeback" | "move";
        };
        /** @description Sub-members or sub-partners asked for, with the list's own filters (inferred). */
        PartnerMemberListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "memId" | "memNick" | "partnerType" | "cashAmt" | "joinDate" | "lastLoginDate";
            partnerType?: components["schemas"]["PartnerType"];
            online?: components["schemas"]["YN"];
        };
        /** @description Sums over the settled bets (win, lose, draw) the filter matches (every page), for the list's totals row: revenue = cash − winCash, the house's side (docs/rules.md#partner-money). Not in the spec. */
        PartnerBetTotals: {
            cash: components["schemas"]["Money"];
            winCash: components["schemas"]["Money"];
            revenue: components["schemas"]["SignedMoney"];
        };
        /** @description Sums over every settlement row the filter matches (every page), for the list's totals row. Not in the spec. */
        SettlementTotals: {
            totalBet: components["schemas"]["Money"];
            totalWin: components["schemas"]["Money"];
            rolling: components["schemas"]["Money"];
            settlement: components["schemas"]["SignedMoney"];
        };
        /** @description A reserved settlement payment (inferred): which settlement it pays (member, day, category), how much, when, and where it stands. */
        SettlementReservation: {
            /** @description The reservation's number (what a cancellation names). */
            reserveIdx: number;
            memId: string;
            memNick?: string;
            settlementDate: components["schemas"]["Date"];
            category: components["schemas"]["GameCategory"];
            amount: components["schemas"]["Money"];
            payAt: components["schemas"]["DateTime"];
            /**
             * @description waiting (to be paid at payAt; the only state that can be cancelled), paid, cancelled.
             * @enum {string}
             */
            status: "waiting" | "paid" | "cancelled";
            createdAt?: components["schemas"]["DateTime"];
            /** @description When it was paid or cancelled; null while waiting. */
            doneAt?: string | null;
        };
        /** @description The reserved settlement payments asked for, with the list's own filter and order (inferred). */
        SettlementReserveListRequest: components["schemas"]["PartnerListRequest"] & {
            /** @enum {string} */
            sortField?: "payAt" | "settlementDate" | "memId" | "amount";
            /**
             * @description One state; absent for all.
             * @enum {string}
             */
            status?: "waiting" | "paid" | "cancelled";
        };
        SettlementReserveListData: {
            list: components["schemas"]["SettlementReservation"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        /** @description Cancel a waiting reserved settlement payment (inferred). C503 once it is paid, C999 once cancelled. */
        SettlementReserveCancelRequest: {
            siteId?: components["schemas"]["SiteId"];
            reserveIdx: number;
        };
        /** @description A game's name in each language of the site (as the game lists give it); shown in the member's language, Vietnamese falling back to English, English to Korean. */
        GameNames: {
            ko: string;
            en?: string;
            vi?: string;
        };
        /**
         * ErrorCode
         * @description The error catalogue (docs/rules.md#errors). Success is code '0'; any other code raises an ApiError shown as the message `api.{code}`. Spellings are the server's (note the lower-case c104).
         */
        ErrorCode: "2000" | "9999" | "U001" | "LX02" | "TK999" | "C009" | "U101" | "U102" | "U103" | "U104" | "U105" | "U106" | "U112" | "U113" | "U114" | "U115" | "U116" | "U117" | "U118" | "U119" | "U0011" | "M001" | "M002" | "E001" | "E002" | "B1001" | "B1002" | "B6000" | "B6001" | "B6002" | "B6003" | "B6005" | "B9999" | "C001" | "C002" | "C003" | "C008" | "C010" | "C101" | "C102" | "C103" | "c104" | "C201" | "C202" | "C203" | "C204" | "C205" | "C206" | "C209" | "C214" | "C215" | "C216" | "C301" | "C302" | "C303" | "C401" | "C402" | "C403" | "C501" | "C502" | "C503" | "C601" | "C701" | "C999" | "T999" | "P001" | "P002" | "P003" | "P004" | "P009" | "B0091" | "B0099" | "B0092" | "B0093" | "B0095" | "F001" | "NT99" | "TE99" | "ABZ01" | "RG01" | "RG02" | "RG10" | "RG11" | "RG12" | "RG20" | "LX10" | "LX11" | "NF01" | "LX12" | "LX13" | "PR01" | "PR02";
        /**
         * @description Board of a board call: notice, event and free (the member board), qna (1:1 inquiries), accountqna (deposit-account inquiries), faq. guide and rule are the server's; the front end keeps the betting guide, the game guide and the rules as its own content in three languages (locales/*\/guides.json).
         * @enum {string}
         */
        BoardType: "notice" | "event" | "free" | "qna" | "accountqna" | "faq" | "guide" | "rule";
        /** @enum {string} */
        MinigameProduct: "powerball" | "powerladder" | "speedkino" | "kinoladder";
        /** @description What the deposit screen shows before a member types (the spec names the rules and the bonuses but no call carries them; inferred). The bonus rates themselves are the site option's (firstChargeBonusRate, dailyFirstChargeBonusRate). */
        DepositInfoData: {
            /** @description Smallest deposit in won (below it the server answers C102). */
            minAmount: components["schemas"]["Money"];
            /** @description Largest deposit per request in won (above it the server answers C101). */
            maxAmount: components["schemas"]["Money"];
            /** @description The amount must be a multiple of this many won (otherwise C103). */
            amountUnit: number;
            /** @description Minutes before another deposit may be requested after one (otherwise c104). */
            retryMinutes: number;
            /** @description Where a USDT deposit is sent (the site's wallet address and its network); null when the site takes no USDT deposits. Not in the spec (it names USDT deposits but no wallet); inferred. */
            coinWallet?: components["schemas"]["CoinWallet"] | null;
            /**
             * @description The bonus this member's next deposit earns when the bonus is taken - first (first charge after joining), daily (first charge of the day), none.
             * @enum {string}
             */
            bonusKind: "first" | "daily" | "none";
        };
        /** @description What the withdrawal screen shows before a member types (the spec names C214 below the minimum, C215 the amount unit, C216 the re-request restriction and the 23:30-00:30 bank maintenance, but no call carries their values; inferred). Held money is the balance's own (/api/member/balance). */
        WithdrawalInfoData: {
            /** @description Smallest withdrawal in won (below it the server answers C214). */
            minAmount: components["schemas"]["Money"];
            /** @description Largest withdrawal per request in won; the amount is also never above held money (C202). */
            maxAmount: components["schemas"]["Money"];
            /** @description The amount must be a multiple of this many won (otherwise C215). */
            amountUnit: number;
            /** @description Minutes before another withdrawal may be requested after one (otherwise C216). */
            retryMinutes: number;
            /** @description First closed minute of the daily bank maintenance, HH:mm Asia/Seoul (docs/rules.md#constants 23:30); no withdrawal is accepted from it to maintenanceEnd. */
            maintenanceStart: string;
            /** @description Last closed minute of the daily bank maintenance, HH:mm Asia/Seoul (docs/rules.md#constants 00:30). */
            maintenanceEnd: string;
        };
        /**
         * LimitKind
         * @description What a limit caps (inferred): deposits, losses (stakes − wins) or stakes.
         * @enum {string}
         */
        LimitKind: "deposit" | "loss" | "stake";
        /**
         * LimitPeriod
         * @description A limit's window in the member's time zone (Asia/Seoul): the day from 00:00, the week from Monday 00:00, the month from the 1st (inferred).
         * @enum {string}
         */
        LimitPeriod: "day" | "week" | "month";
        /**
         * ExclusionKind
         * @description A time-out (a short break) or a self-exclusion (inferred).
         * @enum {string}
         */
        ExclusionKind: "timeout" | "selfExclusion";
        /**
         * Limit
         * @description One limit and how much of it the current window used (inferred). `amount` null: no limit.
         */
        Limit: {
            kind: components["schemas"]["LimitKind"];
            period: components["schemas"]["LimitPeriod"];
            amount: components["schemas"]["Money"] | null;
            /** @description Deposits (completed and waiting requests), stakes, or stakes − wins in the window; a loss can be negative (a net win). */
            used: number;
            /** @description amount − used, not below 0; null without a limit. */
            left: components["schemas"]["Money"] | null;
            windowStart: components["schemas"]["DateTime"];
            windowEnd: components["schemas"]["DateTime"];
            pending: null | {
                amount: components["schemas"]["Money"] | null;
                effectiveAt: components["schemas"]["DateTime"];
            };
        };
        /** Exclusion */
        Exclusion: {
            kind: components["schemas"]["ExclusionKind"];
            until: components["schemas"]["DateTime"];
        };
        /**
         * LimitsData
         * @description The member's safer gambling settings (inferred).
         */
        LimitsData: {
            /**
             * @description The time zone of the windows.
             * @example Asia/Seoul
             */
            timeZone: string;
            /** @description Every kind × period that has a limit or a pending change. */
            limits: components["schemas"]["Limit"][];
            realityCheckMinutes: components["schemas"]["RealityCheckMinutes"];
            exclusion: components["schemas"]["Exclusion"] | null;
        };
        /**
         * RealityCheckMinutes
         * @description Reality-check interval in minutes; 0 is off (inferred).
         * @enum {integer}
         */
        RealityCheckMinutes: 0 | 15 | 30 | 60 | 90 | 120;
        /** LimitSaveRequest */
        LimitSaveRequest: {
            siteId?: components["schemas"]["SiteId"];
            kind: components["schemas"]["LimitKind"];
            period: components["schemas"]["LimitPeriod"];
            /** @description The new limit in won; null removes it. */
            amount: number | null;
        };
        /** LimitSaveData */
        LimitSaveData: {
            /** @description true: in force now (a lower or first limit); false: pending 24 h (a raise or removal). */
            applied: boolean;
            limit: components["schemas"]["Limit"];
        };
        /** LimitCancelRequest */
        LimitCancelRequest: {
            siteId?: components["schemas"]["SiteId"];
            kind: components["schemas"]["LimitKind"];
            period: components["schemas"]["LimitPeriod"];
        };
        /** RealityCheckRequest */
        RealityCheckRequest: {
            siteId?: components["schemas"]["SiteId"];
            minutes: components["schemas"]["RealityCheckMinutes"];
        };
        /**
         * SessionSummaryData
         * @description Since this session logged in (inferred).
         */
        SessionSummaryData: {
            loginAt: components["schemas"]["DateTime"];
            betTotal: components["schemas"]["Money"];
            winTotal: components["schemas"]["Money"];
            /** @description winTotal − betTotal. */
            net: number;
        };
        /** ExcludeRequest */
        ExcludeRequest: {
            siteId?: components["schemas"]["SiteId"];
            kind: components["schemas"]["ExclusionKind"];
            /**
             * @description ISO 8601: a time-out P1D, P7D, P1M or P6W; a self-exclusion P6M, P1Y or P5Y.
             * @enum {string}
             */
            duration: "P1D" | "P7D" | "P1M" | "P6W" | "P6M" | "P1Y" | "P5Y";
            /** @description The password, confirming it is the member. */
            memPass: string;
        };
        /** ExcludeData */
        ExcludeData: {
            until: components["schemas"]["DateTime"];
        };
        /** ActivityRequest */
        ActivityRequest: {
            siteId?: components["schemas"]["SiteId"];
            from: string;
            to: string;
        };
        /** ActivityMonth */
        ActivityMonth: {
            month: string;
            deposits: components["schemas"]["Money"];
            /** @description The bonuses credited with the month's approved deposits (the first-charge and daily first-charge bonuses, docs/rules.md#constants), on top of `deposits`. */
            bonuses: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            stakes: components["schemas"]["Money"];
            wins: components["schemas"]["Money"];
            /** @description wins − stakes. */
            net: number;
        };
        /** ActivityData */
        ActivityData: {
            list: components["schemas"]["ActivityMonth"][];
        };
        /** LoginAttempt */
        LoginAttempt: {
            at: components["schemas"]["DateTime"];
            ip: string;
            /** @description The User-Agent as the server received it. */
            device: string;
            success: boolean;
            /** @description The error code of a failed attempt. */
            reason: string | null;
        };
        /** LoginHistoryData */
        LoginHistoryData: {
            list: components["schemas"]["LoginAttempt"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
        /** MemberSession */
        MemberSession: {
            sessionId: string;
            createdAt: components["schemas"]["DateTime"];
            lastSeenAt: components["schemas"]["DateTime"];
            ip: string;
            device: string;
            current: boolean;
        };
        /** SessionsData */
        SessionsData: {
            list: components["schemas"]["MemberSession"][];
        };
        /** SessionEndRequest */
        SessionEndRequest: {
            siteId?: components["schemas"]["SiteId"];
            sessionId: string;
        };
        /**
         * SecurityData
         * @description Two-step verification state (inferred).
         */
        SecurityData: {
            totpEnabled: boolean;
            recoveryCodesLeft: number;
        };
        /** TotpStartData */
        TotpStartData: {
            /** @description Base32; shown for manual entry. */
            secret: string;
            /** @description otpauth://totp/… for the QR code. */
            otpauthUrl: string;
        };
        /** TotpCodeRequest */
        TotpCodeRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description A 6-digit code of the app, or (disable only) a recovery code. */
            code: string;
        };
        /**
         * TotpStartRequest
         * @description Starting two-step enrolment. While two-step is already on, a new secret replaces the current one only with proof: the current code of the app (or a recovery code) as `code`, or the password as `memPass` (LX11 / LX02 refuse them; without either, LX10). Inferred.
         */
        TotpStartRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @description While two-step is on, the current 6-digit code of the app or a recovery code. */
            code?: string;
            /** @description While two-step is on, the member's password (instead of a code). */
            memPass?: string;
        };
        /** TotpConfirmData */
        TotpConfirmData: {
            /** @description Shown once; each works once. */
            recoveryCodes: string[];
        };
        /**
         * HelpLink
         * @description A help organisation for problem gambling (inferred).
         */
        HelpLink: {
            /** @enum {string} */
            lang: "ko" | "en" | "vi";
            name: string;
            url: string;
        };
        /**
         * LedgerKind
         * @description What a movement of the member's money is, as the money history groups it (inferred: the spec has no money history). deposit: an approved deposit; withdrawal: a withdrawal asked (held money taken) or given back when refused; bonus: a deposit's bonus or an attendance reward; coupon: a coupon used; point: points earned, taken back by the site or converted to cash; game: cash moved into a game and game money merged back; partner: a partner's give or take-back, a move between members, a settlement; bet: a bet's stake and what it paid back; adjustment: the site's own correction or the opening balance.
         * @enum {string}
         */
        LedgerKind: "deposit" | "withdrawal" | "bonus" | "coupon" | "point" | "game" | "partner" | "bet" | "adjustment";
        /**
         * LedgerReason
         * @description Why the money moved, one value per kind of ledger entry (inferred). deposit-approved, deposit-bonus, withdrawal-requested, withdrawal-rejected; attendance; coupon; point-charge, point-betting, point-recommend, point-event, point-admin (points earned of each kind, or taken back by the site), point-conversion (points to cash: one row on each account); game-transfer (cash into a game), money-merge (game money back to cash); partner-give, partner-takeback, partner-move, settlement-paid, settlement-received; bet-placed, bet-won, bet-void, bet-cancelled (the stake back); console (a correction by the site), seed (the balance carried over when the history began).
         * @enum {string}
         */
        LedgerReason: "deposit-approved" | "deposit-bonus" | "withdrawal-requested" | "withdrawal-rejected" | "attendance" | "coupon" | "point-charge" | "point-betting" | "point-recommend" | "point-event" | "point-admin" | "point-conversion" | "game-transfer" | "money-merge" | "partner-give" | "partner-takeback" | "partner-move" | "settlement-paid" | "settlement-received" | "bet-placed" | "bet-won" | "bet-void" | "bet-cancelled" | "console" | "seed";
        /**
         * LedgerAccount
         * @description The balance a movement changed, as the header shows them (inferred): cash (보유머니) or points.
         * @enum {string}
         */
        LedgerAccount: "cash" | "points";
        /**
         * LedgerRequest
         * @description One page of the member's money history (inferred), newest first; without a filter, every movement of both accounts.
         */
        LedgerRequest: {
            siteId?: components["schemas"]["SiteId"];
            /** @default 1 */
            page?: number;
            /**
             * @description Rows per page (the same rule as every list, 10 by default, at most 100).
             * @default 10
             */
            count_per_list?: number;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            kind?: components["schemas"]["LedgerKind"];
            account?: components["schemas"]["LedgerAccount"];
        };
        /**
         * LedgerRow
         * @description One movement of the member's cash or points (inferred), with the balance of its account right after it: the rows of one account, newest first, each differ from the next older one by its amount.
         */
        LedgerRow: {
            /** @description The movement's number; a later movement has a higher one. */
            idx: number;
            at: components["schemas"]["DateTime"];
            account: components["schemas"]["LedgerAccount"];
            kind: components["schemas"]["LedgerKind"];
            reason: components["schemas"]["LedgerReason"];
            /** @description Signed, never 0; + a credit, − a debit (won, or points for the points account). */
            amount: number;
            /** @description The account's balance right after this movement. */
            balanceAfter: number;
            /** @description What the movement names (a coupon's name, a partner's note, why a withdrawal was refused), or null. */
            note?: string | null;
        };
        /** LedgerData */
        LedgerData: {
            list: components["schemas"]["LedgerRow"][];
            pageInfo: components["schemas"]["PageInfo"];
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
         * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    memberLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: RG01, RG02, LX10, LX11, LX12, LX13, U001, LX02, ABZ01, B0093, E001, E002, NT99, TE99, c104). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LoginData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: U101, U102, U103, U104, U105, U106, U112, U113, U114, U115, U116, U117, U118, U119, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: TK999, RG01, RG02, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MemberInfoData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: TK999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["TokenData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRefreshRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: TK999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["TokenData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: LX02, U102, U103, U106, U118, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    moneyMerge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C009, F001, 2000, 9999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyMergeData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: TK999, RG01, RG02, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Balance"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    bankList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Bank"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    bannerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Banner"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    popupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Banner"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    loginPopupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Banner"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    mainBoards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MainData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    siteOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SiteOptionData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    siteCheckInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SiteCheckInfo"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    liveCashList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LiveCashEntry"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    mainNoticeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["NoticeSummary"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    commonCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommonCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CommonCode"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    gameCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameCodesRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CommonCode"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    gameGroupCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CommonCode"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    gameLaunch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameLaunchRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: ABZ01, B0091, B0099, B0092, B0093, B0095, B1002, F001, 2000, 9999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["GameLaunchData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    gameList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: B0091, B0093, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["GameListEntry"][];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    minigameRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example powerball */
                prodId: components["schemas"]["MinigameProduct"];
                /**
                 * @description Game variant.
                 * @example normal
                 */
                type: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: B0091, B0093, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MinigameRound"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    betPlace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BetProcRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: RG11, RG12, B1001, B1002, B6000, B6001, B6002, B6003, B6005, B9999, ABZ01, B0091, B0093, E001, E002, NT99, TE99; B0091 when the game is not open for bets: no such game, a closed round or market). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BetProcData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    betList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BetListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BetListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    betDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BetDetailRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: NF01, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BetDetailData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    betLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BetLimitsData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    powerballResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PowerballResultRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PowerballResultData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    sportFixtures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixtureListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: B0093, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["FixtureListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    sportResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SportResultRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SportResultData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    boardList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example notice */
                boardType: components["schemas"]["BoardType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BoardListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    boardDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example notice */
                boardType: components["schemas"]["BoardType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardDetailRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BoardDetailData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    boardSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example notice */
                boardType: components["schemas"]["BoardType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardSaveRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["BoardSaveData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    commentSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentSaveRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    messageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: M001, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MessageListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    messageUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: NF01, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["UnreadData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    messageRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: NF01, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MessageReadData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    messageDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDeleteRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: M002, NF01, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["UnreadData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    messageReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["UnreadData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    coinPrice: {
        parameters: {
            query: {
                /** @example USDT */
                symbol: "USDT";
                /** @description Added by the client middleware. */
                siteId?: components["schemas"]["SiteId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CoinPrice"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashIn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashInRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: RG10, C001, C002, C003, C008, C010, C101, C102, C103, c104, U0011, F001, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CashRequestData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashInInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: U0011, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["DepositInfoData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashOut: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashOutRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C201, C202, C203, C204, C205, C206, C209, C214, C215, C216, C008, U0011, F001, c104, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CashRequestData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashOutInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: U0011, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["WithdrawalInfoData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CashListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    cashDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashDeleteRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C501, C502, C503, C999, T999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    outGameMoney: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C009, F001, 2000, 9999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyMergeData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    userCash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["UserCashData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    requestAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: U0011, C999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    pointList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PointListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    pointChange: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointChangeRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: P001, P002, P003, P004, P009, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PointChangeData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    couponList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["CouponListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    couponUse: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponUseRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: T999 — the coupon is no longer unused (used, gifted or expired), E002, E001, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["UserCashData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    couponGift: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponGiftRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: T999 — the coupon is no longer unused, C302 — no member with that id, or the member themself, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    attendance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["AttendanceData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    attendanceCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: T999 — today already checked in, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["AttendanceData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    winLose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WinLoseRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["WinLoseData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LimitsData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLimitSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitSaveRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: RG20, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LimitSaveData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLimitCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitCancelRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: RG20, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RealityCheckRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSessionSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SessionSummaryData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberExclude: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExcludeRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: LX02, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["ExcludeData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["ActivityData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLoginHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LoginHistoryData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SessionsData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSessionEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionEndRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: NF01, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSessionEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteOnlyRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SecurityData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberTotpStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpStartRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: LX10, LX11, LX02, LX12, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["TotpStartData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberTotpConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: LX11, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["TotpConfirmData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberTotpDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: LX11, LX12, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    memberLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LedgerRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["LedgerData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerStats"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerMemberListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerMemberListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerOnlineMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerMemberListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerMemberListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerSubPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerMemberListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerMemberListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerCashList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerCashListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerCashListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerBettingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerBetListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerBetListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerRatesRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data (`locked`: changed less than a day ago, each rate and the whole saying until when), or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerRatesData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerRateUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerRateUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: PR01, PR02, T999, E002, E001, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["PartnerRatesData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerSettlements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerSettlementListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SettlementListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerUserSettlements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerSettlementListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SettlementListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerSettlementReserve: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementReserveRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C999, T999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerSettlementReserveList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementReserveListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["SettlementReserveListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerSettlementReserveCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementReserveCancelRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C503, C999, T999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerMoneyTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoneyTransferRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C301, C302, C303, C401, C402, C403, C601, C701, C999, T999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyTransferRecord"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerMoneyTransferList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerMoneyMoveListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyTransferListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerMoneyMove: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Inferred (the spec names no such header). One key per member action: the client sends a fresh key (a random UUID) each time the member asks for something, and the *same* key when it sends that same request again after its answer was lost (time-out, dropped connection: the outcome is unknown); after any answer (success or an error code), or when the member changes the request, the next send gets a fresh key. The server applies a key once per member: a repeat of the key with the same operation and body is answered with the first answer, without doing it again; the same key with another operation or body is refused (C999). Without the header a request is applied as it comes.
                 * @example 3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoneyMoveRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: C301, C302, C303, C601, C999, T999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyTransferRecord"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerMoneyMoveList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerMoneyMoveListRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["MoneyTransferListData"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
    partnerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePartnerRequest"];
            };
        };
        responses: {
            /** @description Envelope answer: code "0" with data, or an error code (examples: U101, U102, U104, U105, U106, U116, U117, U118, U119, PR01, C999, E001, E002, NT99, TE99). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        msg?: string;
                        data: components["schemas"]["Done"];
                    } | components["schemas"]["ApiFailure"];
                };
            };
        };
    };
}
