import type { ChallengeTemplate } from '../challenge-templates.ts';

export const startUpTemplate: ChallengeTemplate = {
  track: 'Start-Up',
  title: 'Seed Round: From Traction to Term Sheet',
  summary: 'Read a start-up’s subscription numbers, work out the dilution of a seed round and write the heart of the pitch.',
  learn: ['Unit economics of a subscription business', 'Pre-money, post-money and dilution', 'Signs of product-market fit', 'Writing a pitch that investors remember'],
  minutes: 35,
  materialHtml:
    '<p><strong>Shelfie</strong> is a two-year-old start-up whose app helps small grocers reorder stock. The founders are raising their seed round and you join as founder’s associate.</p>' +
    '<ul><li>Monthly recurring revenue: €40,000, up from €10,000 a year ago</li><li>Each shop pays €80 a month; 3% of paying shops cancel each month</li><li>Winning a new shop costs €600 in sales and marketing</li><li>Most new shops come through referrals from other grocers</li><li>An investor offers €1.5m at a €6m pre-money valuation</li></ul>',
  tasks: [
    {
      id: 'metric',
      kind: 'single',
      prompt: 'Which figure best shows whether Shelfie’s growth is healthy for a subscription business?',
      points: 10,
      options: [
        { id: 'ltv-cac', text: 'Customer lifetime value compared with acquisition cost' },
        { id: 'downloads', text: 'The number of app downloads' },
        { id: 'team', text: 'The size of the founding team' },
        { id: 'followers', text: 'Followers on social media' },
      ],
      correct: 'ltv-cac',
      modelAnswer:
        'Lifetime value against acquisition cost: a shop pays €80 a month and stays about 1 ÷ 3% ≈ 33 months, so it is worth about €2,700 against €600 to win it, a ratio of about 4.5 (investors look for 3 or more).',
      feedback: 'Downloads and followers are vanity metrics: they say nothing about paying customers.',
    },
    {
      id: 'dilution',
      kind: 'numeric',
      prompt: 'An investor puts in €{{a}}m at a pre-money valuation of €{{b}}m. What share of the company, in %, does the investor own after the round?',
      points: 10,
      params: [
        { name: 'a', min: 1, max: 2, step: 0.5 },
        { name: 'b', min: 4, max: 8, step: 1 },
      ],
      answer: 'a / (a + b) * 100',
      tolerance: { mode: 'absolute', value: 0.1 },
      unit: '%',
      modelAnswer: 'Post-money = pre-money + investment; the investor’s share = investment ÷ post-money. €1.5m ÷ €7.5m = 20%.',
      feedback: 'A common slip is to divide by the pre-money valuation, which overstates the investor’s share.',
    },
    {
      id: 'fit',
      kind: 'multiple',
      prompt: 'Which of these are signs of product-market fit?',
      points: 10,
      options: [
        { id: 'renew', text: 'Shops renew without being chased' },
        { id: 'referrals', text: 'Most new shops come through referrals' },
        { id: 'churn', text: 'Cancellations fall as the product improves' },
        { id: 'hours', text: 'The founders work very long hours' },
        { id: 'grant', text: 'The start-up won a large public grant' },
      ],
      correct: ['renew', 'referrals', 'churn'],
      modelAnswer: 'Renewals without chasing, referrals and falling cancellations: customers pull the product rather than being pushed to it.',
      feedback: 'Effort and grants are inputs; product-market fit shows in what customers do.',
    },
    {
      id: 'round',
      kind: 'ordering',
      prompt: 'Put the steps of a typical seed round in order.',
      points: 10,
      items: [
        { id: 'deck', text: 'Prepare the deck and the data room' },
        { id: 'list', text: 'Build a list of target investors' },
        { id: 'meetings', text: 'First meetings' },
        { id: 'term-sheet', text: 'Partner meeting and term sheet' },
        { id: 'dd', text: 'Due diligence' },
        { id: 'closing', text: 'Signing and money in the bank' },
      ],
      modelAnswer: 'Deck and data room → target list → first meetings → partner meeting and term sheet → due diligence → signing and the money arriving.',
      feedback: 'A round is not closed at the term sheet: keep running the company well until the money is in the bank.',
    },
    {
      id: 'pitch',
      kind: 'written',
      prompt: 'Write the “why now” paragraph of Shelfie’s pitch, in at most 150 words.',
      points: 10,
      maxLength: 1200,
      rubric: [
        { id: 'traction', criterion: 'Uses the traction figures', points: 4 },
        { id: 'timing', criterion: 'Explains why the timing is right', points: 3 },
        { id: 'clarity', criterion: 'Clear and persuasive', points: 3 },
      ],
      modelAnswer:
        'Small grocers lose 8% of sales to empty shelves, and after two years of price pressure they finally have smartphones at the till and a reason to care. Shelfie grew from €10,000 to €40,000 of monthly revenue in a year, mostly through grocers recommending us to each other, and each shop is worth four times what it costs us to win. With €1.5m we will reach the next 2,000 shops before the wholesalers build their own apps.',
      feedback: 'Investors remember one number and one reason. Lead with the problem, prove it with traction, end with what the money makes possible.',
    },
  ],
};
