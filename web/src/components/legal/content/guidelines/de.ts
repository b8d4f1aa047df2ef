import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Community-Richtlinien',
  summary:
    'Auf Fast-Track treffen Studierende die Unternehmen, für die sie vielleicht einmal arbeiten. Diese Richtlinien halten die Plattform für beide Seiten nützlich und sicher.',
  sections: [
    {
      id: 'respect',
      title: 'Sei respektvoll',
      blocks: [
        {
          list: [
            'Keine Belästigung, Drohungen, Beleidigungen oder Hassrede und keine Diskriminierung wegen Herkunft, Geschlecht, sexueller Orientierung, Religion, Behinderung, Alter oder anderer Merkmale einer Person.',
            'Widersprich Ideen, nicht Menschen.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Sei ehrlich',
      blocks: [
        {
          list: [
            'Nutze deinen echten Namen und deine eigene Hochschuladresse.',
            'Gastgeber: Beschreibt Veranstaltungen, Voraussetzungen und Angebote so, wie sie sind. Verlangt von Studierenden niemals Geld für eine Bewerbung oder Teilnahme.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Gute Fragen stellen',
      blocks: [
        {
          list: [
            'Bleib bei der Veranstaltung und frag, was auch anderen hilft; unterstütze eine Frage, die du ebenfalls beantwortet haben möchtest, statt sie noch einmal zu stellen.',
            'Keine Werbung, kein Spam, keine Links zu fremden Angeboten.',
            'Veröffentliche keine persönlichen Angaben – weder deine noch die anderer. Fragen sind öffentlich und bleiben, auch wenn ein Konto gelöscht wird.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'Für Arbeitgeber und andere Gastgeber',
      blocks: [
        {
          list: [
            'Wählt fair aus: Beurteilt Studierende nach ihrem Können und entscheidet rechtzeitig über Teilnahmeanfragen.',
            'Nutzt, was ihr über Studierende erfahrt, nur für die Veranstaltung oder Stelle, für die es geteilt wurde.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Bleib sicher',
      blocks: [
        {
          p: 'Gib dein Passwort oder einen Code nie weiter, auch nicht an jemanden, der sagt, er arbeite für Fast-Track. Wir fragen nie danach.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Ein Problem melden',
      blocks: [
        {
          p: 'Siehst du etwas, das gegen diese Richtlinien verstößt, melde es über die Hilfe-Seite, mit einem Link zu dem, was du gesehen hast. Wir prüfen jede Meldung; Inhalte können entfernt und Konten oder Organisationen gesperrt werden, die gegen die Richtlinien verstoßen.',
        },
      ],
    },
  ],
};

export default guidelines;
