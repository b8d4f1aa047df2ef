import type { ChallengeTemplate } from '../challenge-templates.ts';

export const corporateLawTemplate: ChallengeTemplate = {
  track: 'Corporate Law',
  title: 'Share Purchase Agreement: Protecting the Buyer',
  summary: 'Review a share purchase agreement from the buyer’s side: indemnities, escrow, conditions to closing and the deal timeline.',
  learn: ['Warranties versus indemnities', 'Escrows and holdbacks', 'Conditions precedent between signing and closing', 'Writing a concise note to a partner'],
  minutes: 45,
  materialHtml:
    '<p>Your firm acts for <strong>Helix Pharma AG</strong>, which is buying all the shares in <strong>MediSoft Ltd</strong>, a software company, for €40m. The partner sends you the first draft of the share purchase agreement (SPA) from the seller’s lawyers.</p>' +
    '<ul><li>Due diligence found an unresolved claim by a former employee of about €1.5m</li><li>MediSoft’s largest customer may terminate its contract on a change of control</li><li>The seller wants the full price paid at closing</li><li>Merger clearance is needed in two countries</li></ul>' +
    '<p>Review the deal from the buyer’s side.</p>',
  tasks: [
    {
      id: 'indemnity',
      kind: 'single',
      prompt: 'The employee’s claim is known to both sides. Which protection suits such a known, specific risk best?',
      points: 10,
      options: [
        { id: 'specific', text: 'A specific indemnity from the seller' },
        { id: 'warranty', text: 'A general warranty that there are no claims' },
        { id: 'mac', text: 'A material adverse change clause' },
        { id: 'noncompete', text: 'A non-compete covenant' },
      ],
      correct: 'specific',
      modelAnswer: 'A specific indemnity: a disclosed matter usually cannot found a warranty claim, while an indemnity pays euro for euro if the claim succeeds.',
      feedback: 'Warranties cover what is unknown. Once a risk is disclosed, the buyer needs an indemnity or a lower price.',
    },
    {
      id: 'escrow',
      kind: 'numeric',
      prompt: 'The buyer asks for {{a}}% of the €40m price to be held in escrow for 18 months. How much is held back, in €m?',
      points: 10,
      params: [{ name: 'a', min: 5, max: 15, step: 2.5 }],
      answer: 'a / 100 * 40',
      tolerance: { mode: 'absolute', value: 0.01 },
      unit: '€m',
      modelAnswer: 'Escrow = price × percentage: 10% of €40m is €4m.',
      feedback: 'Size the escrow to cover the known claim plus a margin for warranty claims; expect the seller to push for less and for a shorter period.',
    },
    {
      id: 'conditions',
      kind: 'multiple',
      prompt: 'Which of these should be conditions precedent to closing?',
      points: 10,
      options: [
        { id: 'clearance', text: 'Merger clearance in both countries' },
        { id: 'waiver', text: 'The largest customer’s written waiver of its change-of-control right' },
        { id: 'budget', text: 'The buyer’s board approving next year’s budget' },
        { id: 'fees', text: 'The seller’s lawyers agreeing to a fee cap' },
      ],
      correct: ['clearance', 'waiver'],
      modelAnswer: 'Merger clearance (closing without it may be unlawful) and the customer’s waiver (without it the buyer may lose the contract the price relies on).',
      feedback: 'Conditions should be objective and outside the buyer’s control; a condition the buyer controls would let it walk away at will.',
    },
    {
      id: 'timeline',
      kind: 'ordering',
      prompt: 'Put the steps of the transaction in order.',
      points: 10,
      items: [
        { id: 'loi', text: 'Letter of intent' },
        { id: 'dd', text: 'Legal due diligence' },
        { id: 'negotiation', text: 'Negotiation of the SPA' },
        { id: 'signing', text: 'Signing' },
        { id: 'clearances', text: 'Regulatory clearances' },
        { id: 'closing', text: 'Closing and payment' },
      ],
      modelAnswer: 'Letter of intent → due diligence → SPA negotiation → signing → regulatory clearances → closing and payment.',
      feedback: 'Signing and closing are separate steps when conditions such as merger clearance must be met in between.',
    },
    {
      id: 'note',
      kind: 'written',
      prompt: 'Write a short note to the partner: the two main issues in the draft SPA and how you would redraft or negotiate them.',
      points: 10,
      maxLength: 1500,
      rubric: [
        { id: 'issues', criterion: 'Identifies the key issues', points: 4 },
        { id: 'drafting', criterion: 'Proposes workable drafting or negotiation points', points: 4 },
        { id: 'clarity', criterion: 'Clear and concise', points: 2 },
      ],
      modelAnswer:
        'Two issues. First, the draft has no protection against the former employee’s €1.5m claim: we should ask for a specific indemnity, backed by an escrow of €4m for 18 months, instead of paying the full price at closing. Second, the largest customer may terminate on the change of control: we should make its written waiver a condition precedent, next to the merger clearances, so our client is not bound to close without it.',
      feedback: 'Lead with the issue, then the fix. A partner reads the first two lines; make them count.',
    },
  ],
};
