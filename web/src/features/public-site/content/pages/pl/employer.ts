import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Employer Hub: rekrutuj studentów przez wyzwania, wydarzenia i oferty pracy',
  metaDescription: 'Organizuj wirtualne wyzwania, wydarzenia i oferty pracy, przeszukuj bazę talentów i mierz swój zasięg na uczelniach z Fast-Track Employer Hub.',
  eyebrow: 'Employer Hub',
  title: 'Poznaj studentów, którzy ukształtują Twoją firmę',
  lede: 'Wyzwania, wydarzenia i oferty pracy w jednym miejscu: zobacz, kto się angażuje, i porozmawiaj z najlepszymi kandydatami przed innymi.',
  cards: [
    { title: 'Wyzwania, które pokazują umiejętności', text: 'Studenci rozwiązują case przygotowany przez Twój zespół. Widzisz ranking zamiast zgadywać na podstawie CV.' },
    { title: 'Wydarzenia, na które przychodzą studenci', text: 'Publikuj wydarzenia online lub na kampusie, zatwierdzaj uczestników i odpowiadaj na pytania na jednej stronie.' },
    { title: 'Oferty pracy i baza talentów', text: 'Publikuj staże i oferty dla absolwentów, prowadź kandydatów przez etapy i zapisuj tych, którzy się wyróżnili.' },
  ],
  cta: 'Umów prezentację',
};

export default page;
