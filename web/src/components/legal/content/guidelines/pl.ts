import type { LegalDocument } from '../../legal-document.ts';

const guidelines: LegalDocument = {
  title: 'Zasady społeczności',
  summary:
    'Na Fast-Track studenci spotykają firmy, w których mogą kiedyś pracować. Te zasady sprawiają, że platforma jest przydatna i bezpieczna dla obu stron.',
  sections: [
    {
      id: 'respect',
      title: 'Szanuj innych',
      blocks: [
        {
          list: [
            'Żadnego nękania, gróźb, obelg ani mowy nienawiści i żadnej dyskryminacji ze względu na pochodzenie, płeć, orientację seksualną, religię, niepełnosprawność, wiek czy jakąkolwiek inną cechę człowieka.',
            'Spieraj się z poglądami, nie z ludźmi.',
          ],
        },
      ],
    },
    {
      id: 'honest',
      title: 'Bądź uczciwy',
      blocks: [
        {
          list: [
            'Używaj prawdziwego imienia i nazwiska oraz własnego adresu uczelnianego.',
            'Organizatorzy: opisujcie wydarzenia, wymagania i oferty zgodnie z prawdą. Nigdy nie żądajcie od studentów pieniędzy za aplikację ani udział.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: 'Dobre pytania',
      blocks: [
        {
          list: [
            'Pytaj o wydarzenie i o to, co przyda się też innym; zamiast zadawać pytanie ponownie, poprzyj to, na które też chcesz odpowiedzi.',
            'Żadnych reklam, spamu ani linków do niezwiązanych ofert.',
            'Nie publikuj danych osobowych – ani swoich, ani cudzych. Pytania są publiczne i zostają po usunięciu konta.',
          ],
        },
      ],
    },
    {
      id: 'hosts',
      title: 'Dla pracodawców i innych organizatorów',
      blocks: [
        {
          list: [
            'Wybierajcie uczciwie: oceniajcie studentów po tym, co potrafią, i w porę rozpatrujcie prośby o udział.',
            'Wykorzystujcie to, czego dowiecie się o studentach, tylko do wydarzenia lub oferty pracy, dla której zostało to udostępnione.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Dbaj o bezpieczeństwo',
      blocks: [
        {
          p: 'Nigdy nie podawaj hasła ani kodu, nawet komuś, kto twierdzi, że pracuje dla Fast-Track. Nigdy o nie nie prosimy.',
        },
      ],
    },
    {
      id: 'report',
      title: 'Zgłaszanie problemu',
      blocks: [
        {
          p: 'Jeśli widzisz coś, co narusza te zasady, zgłoś to przez stronę Pomocy, z linkiem do tego, co widzisz. Sprawdzamy każde zgłoszenie; możemy usuwać treści oraz zawieszać konta lub organizacje, które naruszają zasady.',
        },
      ],
    },
  ],
};

export default guidelines;
