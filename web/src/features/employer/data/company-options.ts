/** Select options of the company form; the values are what the API stores, the labels are translated by key. */
export const INDUSTRIES = [
  ['Investment Banking', 'investmentBanking'],
  ['Finance', 'finance'],
  ['Consulting', 'consulting'],
  ['Law', 'law'],
  ['Accounting', 'accounting'],
  ['Technology', 'technology'],
  ['Consumer Goods', 'consumerGoods'],
  ['Energy', 'energy'],
  ['Healthcare', 'healthcare'],
  ['Industrials', 'industrials'],
  ['Media', 'media'],
  ['Public Sector', 'publicSector'],
  ['Other', 'other'],
] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

export type Industry = (typeof INDUSTRIES)[number][0];
export type CompanySize = (typeof COMPANY_SIZES)[number];
