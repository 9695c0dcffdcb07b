// The give history's list (/api/partner/moneyTransferList); the give itself is
// ../api/partner-money-transfer.ts.
export const TRANSFER_LIST = '/api/partner/moneyTransferList';
