import { formatMoney } from '../format/format-money';

/** The words of the member price teaser (issue 36 §4): "Members pay £X — log in or join". */
export const MEMBER_TEASER_TEXT = {
  lead: (amount: number) => `Members pay ${formatMoney(amount)} — `,
  link: 'log in or join',
} as const;
