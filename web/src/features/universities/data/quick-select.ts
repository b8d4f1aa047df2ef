/**
 * QUICKSELECT (spec §9): well-known universities shown above 'MORE UNIVERSITIES'. Names are exactly as in the
 * universities data (shared/data/universities.json), so a pick is the same record the list holds.
 */
export const QUICK_SELECT: Readonly<Record<string, readonly string[]>> = {
  Germany: [
    'Technische Universität München',
    'Ludwig-Maximilians-Universität München',
    'Ruprecht-Karls-Universität Heidelberg',
    'Humboldt Universität Berlin',
    'Freie Universität Berlin',
    'Universität Mannheim',
    'Frankfurt School of Finance & Management',
    'WHU – Otto Beisheim School of Management',
  ],
  Poland: ['University of Warsaw', 'Warsaw School of Economics', 'Jagiellonian University Cracow', 'Warsaw University of Technology'],
  'United Kingdom': [
    'University of Oxford',
    'University of Cambridge',
    'Imperial College London',
    'London School of Economics and Political Science, University of London',
  ],
  Belgium: ['Katholieke Universiteit Leuven', 'Universiteit Gent', 'Université Libre de Bruxelles'],
};
