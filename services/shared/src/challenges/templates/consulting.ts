import type { ChallengeTemplate } from '../challenge-templates.ts';

export const consultingTemplate: ChallengeTemplate = {
  track: 'Consulting',
  title: 'Market Entry Case: A Coffee Chain Goes to Poland',
  summary: 'Structure a market entry question, size the market from a few assumptions and give the CEO a clear recommendation.',
  learn: ['Structuring a case with an issue tree', 'Market sizing from a few assumptions', 'The economics of a single store', 'Answer-first recommendations'],
  minutes: 40,
  materialHtml:
    '<p><strong>BeanBar</strong>, a Dutch chain of 180 coffee bars, asks whether it should open in Poland. The CEO wants an answer in two weeks.</p>' +
    '<ul><li>Poland has about 38 million inhabitants; the target cities hold 4–8 million urban adults</li><li>A branded coffee sells for about 15 PLN</li><li>Two international chains and many local cafés already compete</li><li>A BeanBar bar breaks even at about 400 cups a day</li></ul>' +
    '<p>You lead the first workstream: structure the problem, size the market and recommend what to do.</p>',
  tasks: [
    {
      id: 'structure',
      kind: 'single',
      prompt: 'What is the best first step to structure the CEO’s question?',
      points: 10,
      options: [
        { id: 'tree', text: 'Split the question into market attractiveness, competition, BeanBar’s ability to win and the economics of entry' },
        { id: 'data', text: 'Collect every statistic available about Poland first' },
        { id: 'growth', text: 'Recommend entry because the Polish economy is growing' },
        { id: 'copy', text: 'Copy the entry plan of the largest competitor' },
      ],
      correct: 'tree',
      modelAnswer: 'An issue tree that separates market, competition, capabilities and economics: nothing important is missed and each branch can be tested with data.',
      feedback: 'Collecting data before structuring wastes the two weeks; recommending before analysing is at best a hypothesis.',
    },
    {
      id: 'sizing',
      kind: 'numeric',
      prompt: 'Suppose {{a}} million urban adults live in the target cities and 1 in {{b}} of them buys one branded coffee a week, at 15 PLN each. What is the yearly market in million PLN (52 weeks)?',
      points: 10,
      params: [
        { name: 'a', min: 4, max: 8, step: 1 },
        { name: 'b', min: 4, max: 10, step: 2 },
      ],
      answer: 'a / b * 52 * 15',
      tolerance: { mode: 'relative', value: 0.02 },
      unit: 'm PLN',
      modelAnswer: 'Buyers = adults ÷ b; cups a year = buyers × 52; market = cups × 15 PLN. With 6 million adults and 1 in 4: 1.5m × 52 × 15 = 1,170m PLN.',
      feedback: 'In an interview, say each assumption aloud before you calculate: the interviewer checks the logic more than the number.',
    },
    {
      id: 'data',
      kind: 'multiple',
      prompt: 'Which data would you ask for first to test whether a BeanBar bar can make money in Poland?',
      points: 10,
      options: [
        { id: 'rent', text: 'Rents on busy streets in Warsaw and Kraków' },
        { id: 'wages', text: 'Wages of baristas in those cities' },
        { id: 'cups', text: 'How many cups a competitor’s bar sells a day' },
        { id: 'shares', text: 'BeanBar’s share price over the last five years' },
        { id: 'home', text: 'Coffee prices in Amsterdam' },
      ],
      correct: ['rent', 'wages', 'cups'],
      modelAnswer: 'Rent, wages and cups sold per bar: together they tell whether a bar reaches its break-even of 400 cups a day.',
      feedback: 'The share price and home-market prices say nothing about the economics of one bar in Poland.',
    },
    {
      id: 'stages',
      kind: 'ordering',
      prompt: 'Put the stages of the entry project in order.',
      points: 10,
      items: [
        { id: 'question', text: 'Define the question and the hypotheses' },
        { id: 'market', text: 'Size the market' },
        { id: 'competition', text: 'Analyse competitors and customers' },
        { id: 'economics', text: 'Model the economics of one bar' },
        { id: 'recommend', text: 'Recommend and plan a pilot' },
      ],
      modelAnswer: 'Question and hypotheses → market size → competitors and customers → economics of one bar → recommendation with a pilot plan.',
      feedback: 'The bar’s economics come after the demand: without market figures the model has nothing to stand on.',
    },
    {
      id: 'recommendation',
      kind: 'written',
      prompt: 'Write your recommendation to the CEO in at most 150 words: go, no-go or go with conditions, and why.',
      points: 10,
      maxLength: 1200,
      rubric: [
        { id: 'answer', criterion: 'The answer comes first and is clear', points: 3 },
        { id: 'numbers', criterion: 'Supported by the numbers', points: 4 },
        { id: 'next', criterion: 'Names the conditions or next steps', points: 3 },
      ],
      modelAnswer:
        'Go, with a pilot. The branded coffee market in the target cities is worth about 1.2bn PLN a year and growing, and the two international chains leave room in mid-priced, quality-focused bars. The risk is the bar economics: rents in prime streets may push break-even above 400 cups a day. We recommend opening five bars in Warsaw within a year, with a go/no-go on national roll-out once they sell 450 cups a day for six months.',
      feedback: 'Put the answer first (the pyramid principle), then the reasons, then what you would do next.',
    },
  ],
};
