// The pages' money formatter. Its one rule lives in shared/domain, so that the API (which may not
// import shared/format) prints amounts in its texts exactly as the pages print them.
export { formatMoney, type MoneyAmount } from '../domain/format-money';
