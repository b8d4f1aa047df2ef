import type { ChallengeTemplate } from '../challenge-templates.ts';

export const financeTemplate: ChallengeTemplate = {
  track: 'Finance',
  title: 'Valuation Sprint: Pricing a Mid-Cap Acquisition',
  summary: 'Value a family-owned packaging company with trading multiples, name the deal risks and write the summary of the investment committee memo.',
  learn: ['Enterprise value from trading multiples', 'Spotting deal risks in a company profile', 'The steps of a sell-side M&A process', 'Writing an investment committee summary'],
  minutes: 45,
  materialHtml:
    '<p>Your client, a listed packaging group, is considering buying <strong>Nordpack GmbH</strong>, a family-owned maker of recyclable food trays. You join the deal team for the first valuation pass.</p>' +
    '<ul><li>Revenue last year: €120m, growing 8% a year</li><li>EBITDA margin: 15%</li><li>Net debt: €30m</li><li>Listed peers trade at 7–9x EV/EBITDA</li><li>The largest customer, a supermarket chain, buys 35% of the volume</li><li>The founder personally manages every key customer relationship</li></ul>' +
    '<p>The managing director wants a first view on value, the main risks and a short memo for the investment committee.</p>',
  tasks: [
    {
      id: 'multiple',
      kind: 'single',
      prompt: 'Which multiple is the most suitable first benchmark for valuing Nordpack against its listed peers?',
      points: 10,
      options: [
        { id: 'ev-ebitda', text: 'EV/EBITDA' },
        { id: 'pb', text: 'Price to book value' },
        { id: 'yield', text: 'Dividend yield' },
        { id: 'client-pe', text: 'The buyer’s own price/earnings ratio' },
      ],
      correct: 'ev-ebitda',
      modelAnswer: 'EV/EBITDA: it compares operating businesses regardless of how they are financed, and Nordpack’s debt differs from its peers’.',
      feedback: 'Price to book fits banks and other balance-sheet businesses; a dividend yield says little about a private company that pays out what the family decides.',
    },
    {
      id: 'ev',
      kind: 'numeric',
      prompt: 'Nordpack’s EBITDA is €{{a}}m and comparable companies trade at {{b}}x EV/EBITDA. What is the implied enterprise value in €m?',
      points: 10,
      params: [
        { name: 'a', min: 16, max: 20, step: 1 },
        { name: 'b', min: 7, max: 9, step: 0.5 },
      ],
      answer: 'a * b',
      tolerance: { mode: 'absolute', value: 0.5 },
      unit: '€m',
      modelAnswer: 'Enterprise value = EBITDA × multiple. With €18m of EBITDA at 8x, that is €144m.',
      feedback: 'This is enterprise value. The equity the family sells is worth enterprise value minus the €30m net debt.',
    },
    {
      id: 'risks',
      kind: 'multiple',
      prompt: 'Which of these facts are risks the buyer should price in or protect against?',
      points: 10,
      options: [
        { id: 'concentration', text: 'The largest customer buys 35% of the volume' },
        { id: 'key-person', text: 'The founder personally manages every key customer relationship' },
        { id: 'growth', text: 'Revenue grows 8% a year' },
        { id: 'peers', text: 'Listed peers trade at 7–9x EV/EBITDA' },
      ],
      correct: ['concentration', 'key-person'],
      modelAnswer: 'Customer concentration and dependence on the founder: losing either the supermarket chain or the founder’s relationships could cut EBITDA sharply after closing.',
      feedback: 'Growth and peer multiples are inputs to the value, not risks. Buyers protect against such risks with an earn-out, a longer handover by the founder or a lower price.',
    },
    {
      id: 'process',
      kind: 'ordering',
      prompt: 'Put the steps of a sell-side M&A process in order.',
      points: 10,
      items: [
        { id: 'teaser', text: 'Teaser sent to possible buyers' },
        { id: 'nda', text: 'Non-disclosure agreement signed' },
        { id: 'nbo', text: 'Non-binding offers' },
        { id: 'dd', text: 'Due diligence in the data room' },
        { id: 'bo', text: 'Binding offers' },
        { id: 'spa', text: 'Share purchase agreement signed' },
        { id: 'closing', text: 'Closing' },
      ],
      modelAnswer: 'Teaser → NDA → non-binding offers on the information memorandum → due diligence → binding offers → signing of the SPA → closing.',
      feedback: 'Due diligence comes after the first offers: the seller opens the data room only to the few buyers still in the race.',
    },
    {
      id: 'memo',
      kind: 'written',
      prompt: 'Write the summary of your investment committee memo: your value range, the two biggest risks and how you would protect the client against them.',
      points: 10,
      maxLength: 1500,
      rubric: [
        { id: 'value', criterion: 'A clear value range with its reasoning', points: 4 },
        { id: 'risks', criterion: 'Names the key risks', points: 3 },
        { id: 'protection', criterion: 'Proposes protections in price or structure', points: 3 },
      ],
      modelAnswer:
        'We value Nordpack at €130–160m enterprise value (7.5–9x EBITDA of €18m), i.e. €100–130m for the equity after €30m of net debt. The two main risks are the supermarket chain’s 35% share of volume and the founder’s hold on every key relationship. We recommend bidding at the lower half of the range, with part of the price as an earn-out tied to keeping the top customer, and a two-year handover by the founder.',
      feedback: 'Strong memos lead with the number, then defend it. Structure (an earn-out, an escrow, a handover) often protects the buyer better than a lower price alone.',
    },
  ],
};
