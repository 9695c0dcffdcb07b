// Compile-time binding of every form to the contract: each schema's output (or the payload built from
// it) must be a body the generated types accept for the call it feeds. `tsc --noEmit -p .` evaluates
// these; a contract change that breaks a form breaks the build.
import type { toBetPayload } from '../schemas/bet';
import type { BoardPostOutput, QnaOutput, toBoardSavePayload } from '../schemas/board';
import type { CommentOutput, toCommentPayload } from '../schemas/comment';
import type { CouponGiftOutput } from '../schemas/coupon-gift';
import type { CoinDepositOutput, CoinWithdrawalOutput } from '../schemas/coin';
import type { DepositOutput } from '../schemas/deposit';
import type { toAccountRequestPayload, toInquiryPayload } from '../schemas/inquiry';
import type { LoginOutput } from '../schemas/login';
import type { MemberInfoOutput } from '../schemas/member-info';
import type { MoneyMoveOutput } from '../schemas/money-move';
import type { MoneyTransferOutput } from '../schemas/money-transfer';
import type { PasswordChangeOutput } from '../schemas/password-change';
import type { PointConversionOutput } from '../schemas/point-conversion';
import type { RateAdjustOutput } from '../schemas/rate-adjust';
import type { SearchOutput } from '../schemas/search';
import type { SignupOutput } from '../schemas/signup';
import type { toSignupPayload } from '../schemas/signup-payload';
import type { SubPartnerOutput } from '../schemas/sub-partner';
import type { WithdrawalOutput } from '../schemas/withdrawal';
import type { paths } from '@/api/generated/schema';
import type { Assert, FitsPart, FitsRequest, RequestBody } from './request-types';

type Body<P extends keyof paths> = RequestBody<P>;

export type Checks = [
  Assert<FitsRequest<LoginOutput, Body<'/api/member/login'>>>,
  // Signup: what a person types is part of the body; the payload with the hidden defaults is the body.
  Assert<FitsPart<SignupOutput, Body<'/api/member/signup'>>>,
  Assert<FitsRequest<ReturnType<typeof toSignupPayload>, Body<'/api/member/signup'>>>,
  Assert<FitsRequest<MemberInfoOutput, Body<'/api/member/update'>>>,
  Assert<FitsRequest<PasswordChangeOutput, Body<'/api/member/update'>>>,
  Assert<FitsRequest<DepositOutput, Body<'/api/cash/in'>>>,
  Assert<FitsRequest<CoinDepositOutput, Body<'/api/cash/in'>>>,
  Assert<FitsRequest<WithdrawalOutput, Body<'/api/cash/out'>>>,
  Assert<FitsRequest<CoinWithdrawalOutput, Body<'/api/cash/out'>>>,
  Assert<FitsRequest<PointConversionOutput, Body<'/api/point/change'>>>,
  Assert<FitsRequest<CouponGiftOutput, Body<'/api/coupon/gift'>>>,
  // Board post, QnA and comment: typed part plus the writer (and post) from the session.
  Assert<FitsPart<BoardPostOutput, Body<'/api/board/{boardType}/save'>>>,
  Assert<FitsPart<QnaOutput, Body<'/api/board/{boardType}/save'>>>,
  Assert<FitsRequest<ReturnType<typeof toBoardSavePayload>, Body<'/api/board/{boardType}/save'>>>,
  Assert<FitsRequest<ReturnType<typeof toInquiryPayload>, Body<'/api/board/{boardType}/save'>>>,
  Assert<FitsRequest<ReturnType<typeof toAccountRequestPayload>, Body<'/api/board/{boardType}/save'>>>,
  Assert<FitsPart<CommentOutput, Body<'/api/board/cmtSave'>>>,
  Assert<FitsRequest<ReturnType<typeof toCommentPayload>, Body<'/api/board/cmtSave'>>>,
  Assert<FitsRequest<SearchOutput, Body<'/api/board/{boardType}/list'>>>,
  Assert<FitsRequest<MoneyTransferOutput, Body<'/api/partner/moneyTransfer'>>>,
  Assert<FitsRequest<MoneyMoveOutput, Body<'/api/partner/moneyMove'>>>,
  Assert<FitsRequest<ReturnType<typeof toBetPayload>, Body<'/api/bet/betProc'>>>,
  Assert<FitsRequest<RateAdjustOutput, Body<'/api/partner/rateUpdate'>>>,
  Assert<FitsRequest<SubPartnerOutput, Body<'/api/partner/create'>>>,
];
