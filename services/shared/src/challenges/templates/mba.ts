import type { ChallengeTemplate } from '../challenge-templates.ts';

export const mbaTemplate: ChallengeTemplate = {
  track: 'MBA Track',
  title: 'Strategy Case: Turning Around a Regional Airline',
  summary: 'Diagnose why a regional airline loses money, work out a route’s break-even and recommend a turnaround plan to the board.',
  learn: ['Applying the five forces to real facts', 'Break-even analysis on a route', 'Choosing a focus strategy', 'Writing a board recommendation'],
  minutes: 50,
  materialHtml:
    '<p><strong>AlpLink</strong>, a regional airline with 24 aircraft, has lost money three years in a row. The new CEO asks you for a turnaround plan for the board.</p>' +
    '<ul><li>Average seat load factor: 64%; comparable airlines break even at around 70%</li><li>Fuel and aircraft leases are 45% of costs</li><li>Low-cost carriers have entered four of its ten busiest routes and cut fares there by a third</li><li>On the other routes, business travellers bring 55% of revenue</li></ul>',
  tasks: [
    {
      id: 'forces',
      kind: 'single',
      prompt: 'Which of Porter’s five forces explains most of AlpLink’s recent losses?',
      points: 10,
      options: [
        { id: 'rivalry', text: 'Rivalry from low-cost carriers entering its routes' },
        { id: 'catering', text: 'The bargaining power of in-flight catering suppliers' },
        { id: 'video', text: 'Video calls as a substitute for business trips' },
        { id: 'airports', text: 'The bargaining power of small regional airports' },
      ],
      correct: 'rivalry',
      modelAnswer: 'Rivalry from new low-cost entrants: fares fell by a third on four of the ten busiest routes, which is where the losses come from.',
      feedback: 'Every force matters somewhat; tie the framework to the facts given and pick the one that moves the numbers.',
    },
    {
      id: 'break-even',
      kind: 'numeric',
      prompt: 'A route offers {{a}} seats a day at an average fare of €{{b}}. Its fixed costs are €6,000 a day and each passenger costs €20 more. What load factor, in %, breaks even?',
      points: 10,
      params: [
        { name: 'a', min: 150, max: 250, step: 50 },
        { name: 'b', min: 80, max: 120, step: 20 },
      ],
      answer: '6000 / (b - 20) / a * 100',
      tolerance: { mode: 'relative', value: 0.01 },
      unit: '%',
      modelAnswer: 'Break-even passengers = fixed costs ÷ (fare − cost per passenger); load factor = passengers ÷ seats. With 200 seats at €100: 6,000 ÷ 80 = 75 passengers, i.e. 37.5%.',
      feedback: 'Fare cuts hit twice: each passenger contributes less, so many more seats must be filled to break even.',
    },
    {
      id: 'focus',
      kind: 'multiple',
      prompt: 'Which moves fit a strategy focused on business travellers?',
      points: 10,
      options: [
        { id: 'schedule', text: 'Move flights to the morning and evening peaks' },
        { id: 'flex', text: 'Add a flexible fare with free rebooking' },
        { id: 'partner', text: 'Partner with a network airline for onward connections' },
        { id: 'lounge', text: 'Close the lounges and end the loyalty programme' },
        { id: 'price-war', text: 'Start a price war on the low-cost routes' },
      ],
      correct: ['schedule', 'flex', 'partner'],
      modelAnswer: 'Peak-time schedules, flexible fares and connections: they raise what business travellers value, where low-cost carriers do not compete.',
      feedback: 'Cutting what business travellers value, or fighting low-cost carriers on price, works against the focus.',
    },
    {
      id: 'phases',
      kind: 'ordering',
      prompt: 'Put the phases of the turnaround in order.',
      points: 10,
      items: [
        { id: 'cash', text: 'Secure cash and stop the largest losses' },
        { id: 'diagnose', text: 'Diagnose profitability route by route' },
        { id: 'choose', text: 'Choose where to compete and how to win' },
        { id: 'restructure', text: 'Restructure the network and the fleet' },
        { id: 'measure', text: 'Measure results and adjust' },
      ],
      modelAnswer: 'Cash first, then the diagnosis, the strategic choice, the restructuring, and measuring and adjusting.',
      feedback: 'Without cash there is no time for strategy: stabilise before you redesign.',
    },
    {
      id: 'board',
      kind: 'written',
      prompt: 'Write your recommendation to the board in at most 200 words: which routes to keep, what to change and the two figures you would track.',
      points: 10,
      maxLength: 1600,
      rubric: [
        { id: 'choice', criterion: 'A clear strategic choice', points: 4 },
        { id: 'facts', criterion: 'Backed by the facts given', points: 3 },
        { id: 'targets', criterion: 'Measurable targets', points: 3 },
      ],
      modelAnswer:
        'Focus AlpLink on business travel. Leave three of the four routes where low-cost carriers cut fares by a third, and move their aircraft to peak-time frequencies on the six routes where business travellers bring 55% of revenue. Add a flexible fare and a connection agreement with a network airline; return four leased aircraft at the next break clause. Track the load factor on the kept routes (target above 72%) and revenue per seat (target +10% within a year).',
      feedback: 'A board wants a choice, the reasons in numbers and how it will know the plan works. Leave the analysis for the appendix.',
    },
  ],
};
