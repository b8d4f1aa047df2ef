import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Founders Hub: für Studierende, die gründen wollen',
  metaDescription: 'Triff Gründerinnen und Gründer, besuche Events zur Unternehmensgründung und finde Mitgründer und Stellen in frühen Start-ups auf Fast-Track.',
  eyebrow: 'Founders Hub',
  title: 'Von der Idee zum ersten Unternehmen',
  lede: 'Lerne von Menschen, die gegründet haben, teste deine Ideen in Challenges und triff andere Studierende, die etwas aufbauen wollen.',
  cards: [
    { title: 'Gespräche mit Gründern', text: 'Live-Sitzungen über Finanzierung, erste Einstellungen und Fehler, die man vermeiden sollte.' },
    { title: 'Üben an echten Fällen', text: 'Start-up-Challenges trainieren die Fähigkeiten, die du für dein eigenes Unternehmen brauchst.' },
    { title: 'Finde dein Team', text: 'Triff Studierende anderer Hochschulen, die auch gründen wollen.' },
  ],
  cta: 'Dem Founders Hub beitreten',
};

export default page;
