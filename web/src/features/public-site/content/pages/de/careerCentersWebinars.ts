import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Webinare für Career Center und Studierende',
  metaDescription: 'Kommende Webinare und Online-Events von Arbeitgebern und Career Centern auf Fast-Track, offen zur Anmeldung.',
  eyebrow: 'Webinare',
  title: 'Live von Arbeitgebern lernen',
  lede: 'Arbeitgeber und Career Center halten Webinare zu Bewerbungen, Vorstellungsgesprächen und Branchen. Melde dich kostenlos an und nimm von überall teil.',
  cards: [
    { title: 'Für deine Studierenden', text: 'Teile den Link zum Event; Studierende melden sich mit ihrer Hochschul-E-Mail an.' },
    { title: 'Für dein Team', text: 'Erfahre in unseren vierteljährlichen Sitzungen, wie andere Career Center Fast-Track nutzen.' },
    { title: 'Veranstalte selbst eines', text: 'Career Center können Webinare für ihre Studierenden genauso veröffentlichen wie Arbeitgeber.' },
  ],
  cta: 'Webinar vorschlagen',
};

export default page;
