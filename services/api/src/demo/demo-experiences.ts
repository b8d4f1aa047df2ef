import type { TrackId } from '@fast-track/shared/tracks';
import type { Task } from '../challenges/index.ts';

// A partner "virtual experience" per track (series null: the dashboard's Virtual Experience step), each a different
// case from the track's Induction and 101 challenges, so a student who ranks in all three has met three kinds of work.
// All auto-graded, like the others, so a result ranks at once.

export interface DemoExperience {
  company: string;
  title: string;
  summary: string;
  learn: string;
  material: string;
  minutes: number;
  tasks: Task[];
}

export const demoExperiences: Record<TrackId, DemoExperience> = {
  Finance: {
    company: 'northbridge-capital',
    title: 'Northbridge Capital M&A Virtual Experience',
    summary: 'Screen buyers and check a debt package for a family-owned manufacturer up for sale.',
    learn: 'How a sell-side team shortlists buyers and tests what a deal can borrow',
    material: '<p>The owners of a precision-parts maker want to sell. The deal team needs a buyer list and a first view of how much debt a buyer could raise.</p><ul><li>EBITDA is stable; capital needs are low.</li><li>Two trade buyers and several funds have called.</li></ul>',
    minutes: 25,
    tasks: [
      { id: 'buyers', kind: 'multiple', prompt: 'Which buyers belong on a first shortlist?', points: 10, options: [{ id: 'trade', text: 'A competitor that would gain scale' }, { id: 'fund', text: 'A private-equity fund with sector experience' }, { id: 'bank', text: 'The company’s lending bank' }, { id: 'supplier', text: 'A small supplier with no financing' }], correct: ['trade', 'fund'] },
      { id: 'leverage', kind: 'numeric', prompt: 'EBITDA is {{e}}m and lenders offer {{x}}x leverage. How much debt (in m) can the buyer raise?', points: 10, params: [{ name: 'e', min: 10, max: 30, step: 2 }, { name: 'x', min: 3, max: 5, step: 0.5 }], answer: 'e * x', tolerance: { mode: 'relative', value: 0.01 }, unit: 'm' },
      { id: 'covenant', kind: 'single', prompt: 'Which covenant protects lenders if earnings fall?', points: 10, options: [{ id: 'lev', text: 'Maximum net debt / EBITDA' }, { id: 'hq', text: 'Headquarters stays in town' }, { id: 'audit', text: 'A new auditor every year' }], correct: 'lev' },
    ],
  },
  Consulting: {
    company: 'meridian-consulting',
    title: 'Meridian Case Interview Challenge',
    summary: 'Size a market and recommend whether a coffee chain should open at train stations.',
    learn: 'How to size a market from first principles and turn it into a recommendation',
    material: '<p>A coffee chain asks whether to open kiosks at the country’s 200 largest train stations. Data: daily passengers per station and the share who buy a drink.</p>',
    minutes: 20,
    tasks: [
      { id: 'size', kind: 'numeric', prompt: '{{p}} thousand passengers a day pass a station and {{s}} % buy a coffee. How many coffees (in thousands) a day?', points: 10, params: [{ name: 'p', min: 20, max: 80, step: 10 }, { name: 's', min: 2, max: 8, step: 1 }], answer: 'p * s / 100', tolerance: { mode: 'absolute', value: 0.05 }, unit: 'k' },
      { id: 'risk', kind: 'single', prompt: 'Which risk would you test first?', points: 10, options: [{ id: 'rent', text: 'Station rents eat the margin' }, { id: 'logo', text: 'Customers dislike the logo' }, { id: 'weather', text: 'It rains on some days' }], correct: 'rent' },
      { id: 'answer', kind: 'ordering', prompt: 'Order your final answer to the partner.', points: 10, items: [{ id: 'rec', text: 'Recommendation' }, { id: 'why', text: 'Three supporting reasons' }, { id: 'risks', text: 'Risks and how to test them' }, { id: 'next', text: 'Next steps' }] },
    ],
  },
  'Corporate Law': {
    company: 'halden-voss',
    title: 'Halden & Voss Contract Negotiation Challenge',
    summary: 'Prepare a negotiation on a software licence for a hospital group.',
    learn: 'How lawyers prepare a negotiation: priorities, fallbacks and the paper trail',
    material: '<p>Your client, a hospital group, licenses scheduling software. The vendor’s draft caps its liability at one month’s fees and lets it change the service at will.</p>',
    minutes: 20,
    tasks: [
      { id: 'priorities', kind: 'multiple', prompt: 'Which points matter most for the hospital?', points: 10, options: [{ id: 'cap', text: 'A higher liability cap' }, { id: 'change', text: 'No one-sided changes to the service' }, { id: 'font', text: 'The font of the contract' }, { id: 'logo', text: 'Use of the vendor’s logo' }], correct: ['cap', 'change'] },
      { id: 'data', kind: 'single', prompt: 'Patient data is processed. Which document must sit beside the licence?', points: 10, options: [{ id: 'dpa', text: 'A data processing agreement' }, { id: 'nda', text: 'A mutual NDA only' }, { id: 'poa', text: 'A power of attorney' }], correct: 'dpa' },
      { id: 'prep', kind: 'ordering', prompt: 'Order your preparation.', points: 10, items: [{ id: 'goals', text: 'Agree goals with the client' }, { id: 'batna', text: 'Set fallbacks and walk-away points' }, { id: 'markup', text: 'Mark up the draft' }, { id: 'call', text: 'Negotiate on the call' }] },
    ],
  },
  'Start-Up': {
    company: 'alder-ventures',
    title: 'Alder Ventures Pitch Deck Sprint',
    summary: 'Review a seed-stage pitch deck the way an investor reads it.',
    learn: 'What investors look for first in a deck, and how runway is worked out',
    material: '<p>A two-founder team sends a 12-slide deck for a tool that helps restaurants cut food waste. They ask for a seed round.</p>',
    minutes: 15,
    tasks: [
      { id: 'runway', kind: 'numeric', prompt: 'They raise {{r}}k and spend {{b}}k a month. How many months of runway?', points: 10, params: [{ name: 'r', min: 600, max: 1200, step: 100 }, { name: 'b', min: 40, max: 80, step: 10 }], answer: 'r / b', tolerance: { mode: 'absolute', value: 0.1 }, unit: 'months' },
      { id: 'first', kind: 'single', prompt: 'Which slide do investors check first at seed stage?', points: 10, options: [{ id: 'team', text: 'Team and problem' }, { id: 'exit', text: 'Exit scenarios' }, { id: 'office', text: 'Office photos' }], correct: 'team' },
      { id: 'story', kind: 'ordering', prompt: 'Order the deck’s story.', points: 10, items: [{ id: 'problem', text: 'Problem' }, { id: 'solution', text: 'Solution' }, { id: 'traction', text: 'Traction' }, { id: 'ask', text: 'The ask' }] },
    ],
  },
  'MBA Track': {
    company: 'corvid-strategy',
    title: 'Strategy Leadership Simulation',
    summary: 'Lead a business unit through a price war and decide how to respond.',
    learn: 'How a general manager weighs price, volume and the team in a crisis',
    material: '<p>A competitor cut prices by 15 %. Your unit’s volume dropped and the board wants a plan in a week.</p>',
    minutes: 25,
    tasks: [
      { id: 'breakeven', kind: 'numeric', prompt: 'Margin is {{m}} % of price. If you cut prices by {{c}} %, by how many % must volume grow to keep profit (rounded to 0.1)?', points: 10, params: [{ name: 'm', min: 30, max: 50, step: 5 }, { name: 'c', min: 5, max: 15, step: 5 }], answer: 'c / (m - c) * 100', tolerance: { mode: 'absolute', value: 0.1 }, unit: '%' },
      { id: 'response', kind: 'single', prompt: 'Your product is clearly better. What is usually the strongest response?', points: 10, options: [{ id: 'value', text: 'Defend value and tell customers why' }, { id: 'match', text: 'Match the price cut at once' }, { id: 'exit', text: 'Leave the market' }], correct: 'value' },
      { id: 'lead', kind: 'multiple', prompt: 'What should the team hear from you this week?', points: 10, options: [{ id: 'facts', text: 'The facts of the situation' }, { id: 'plan', text: 'The plan and their part in it' }, { id: 'blame', text: 'Who is to blame' }, { id: 'nothing', text: 'Nothing until the board decides' }], correct: ['facts', 'plan'] },
    ],
  },
};
