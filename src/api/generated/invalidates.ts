// GENERATED FILE: do not edit by hand.
// Source: openapi/openapi.yaml. Regenerate with `npm run codegen`; CI fails when this file drifts.

import type { paths } from './schema';

/**
 * Every state-changing operation's path and the paths whose cached answers it makes stale (the
 * contract's x-invalidates, openapi/README.md). A path that is not a key is read-only.
 */
export const INVALIDATES = {
  "/api/member/login": [],
  "/api/member/signup": [],
  "/api/member/refreshToken": [],
  "/api/member/logout": [],
  "/api/member/update": ["/api/member/info"],
  "/api/member/changeMemCashFlag": ["/api/member/balance", "/api/member/ledger", "/api/member/info", "/api/cash/getUserCash"],
  "/api/game/getGame": ["/api/member/balance", "/api/member/ledger", "/api/cash/getUserCash", "/api/member/info"],
  "/api/bet/betProc": ["/api/member/balance", "/api/member/ledger", "/api/bet/betlist", "/api/bet/limits", "/api/member/info", "/api/cash/getUserCash", "/api/member/winlose", "/api/member/limits", "/api/member/sessionSummary", "/api/member/activity"],
  "/api/board/{boardType}/save": ["/api/board/{boardType}/list"],
  "/api/board/cmtSave": ["/api/board/{boardType}/datail", "/api/board/{boardType}/list"],
  "/api/board/msgUpdate": ["/api/board/msgList", "/api/member/info"],
  "/api/board/msgRead": ["/api/board/msgList", "/api/member/info"],
  "/api/board/msgDelete": ["/api/board/msgList", "/api/member/info"],
  "/api/board/msgReadAll": ["/api/board/msgList", "/api/member/info"],
  "/api/cash/in": ["/api/member/balance", "/api/cash/list/", "/api/cash/inInfo", "/api/member/info", "/api/cash/getUserCash", "/api/member/limits"],
  "/api/cash/out": ["/api/member/balance", "/api/member/ledger", "/api/cash/list/", "/api/cash/outInfo", "/api/member/info", "/api/cash/getUserCash"],
  "/api/cash/del": ["/api/cash/list/", "/api/member/balance", "/api/member/info", "/api/cash/getUserCash"],
  "/api/cash/outGameMoney": ["/api/member/balance", "/api/member/ledger", "/api/member/info", "/api/cash/getUserCash"],
  "/api/cash/getAcc": ["/api/board/msgList", "/api/member/info"],
  "/api/point/change": ["/api/point/list", "/api/member/balance", "/api/member/ledger", "/api/member/info", "/api/cash/getUserCash"],
  "/api/coupon/use": ["/api/coupon/list", "/api/member/balance", "/api/member/ledger", "/api/member/info", "/api/cash/getUserCash", "/api/point/list"],
  "/api/coupon/gift": ["/api/coupon/list"],
  "/api/member/attendanceCheck": ["/api/member/attendance", "/api/member/balance", "/api/member/ledger", "/api/member/info", "/api/cash/getUserCash", "/api/point/list"],
  "/api/member/limitSave": ["/api/member/limits"],
  "/api/member/limitCancel": ["/api/member/limits"],
  "/api/member/realityCheck": ["/api/member/limits"],
  "/api/member/exclude": [],
  "/api/member/sessionEnd": ["/api/member/sessions"],
  "/api/member/sessionEndOthers": ["/api/member/sessions"],
  "/api/member/totpStart": [],
  "/api/member/totpConfirm": ["/api/member/security"],
  "/api/member/totpDisable": ["/api/member/security"],
  "/api/partner/rateUpdate": ["/api/partner/rates", "/api/partner/partnerList", "/api/partner/members", "/api/partner/calculationList"],
  "/api/partner/settlementReserve": ["/api/partner/calculationList", "/api/partner/calculationUserList", "/api/partner/settlementReserveList"],
  "/api/partner/settlementReserveCancel": ["/api/partner/calculationList", "/api/partner/calculationUserList", "/api/partner/settlementReserveList"],
  "/api/partner/moneyTransfer": ["/api/member/balance", "/api/member/ledger", "/api/partner/moneyTransferList", "/api/partner/members", "/api/member/info", "/api/cash/getUserCash", "/api/partner/stats", "/api/partner/moneyMoveList", "/api/partner/onlineMembers"],
  "/api/partner/moneyMove": ["/api/member/balance", "/api/partner/moneyMoveList", "/api/partner/members", "/api/partner/stats", "/api/partner/onlineMembers"],
  "/api/partner/create": ["/api/partner/partnerList", "/api/partner/members", "/api/partner/stats"],
} as const satisfies { [P in keyof paths]?: readonly (keyof paths)[] };

/** A path whose operation changes state. */
export type ChangingPath = keyof typeof INVALIDATES;
