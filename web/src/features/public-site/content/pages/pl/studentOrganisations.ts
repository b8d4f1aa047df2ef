import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Dla organizacji studenckich',
  metaDescription: 'Zarządzaj członkami i sponsorami oraz organizuj wydarzenia swojej organizacji dzięki CRM i narzędziom do wydarzeń w Fast-Track.',
  eyebrow: 'Organizacje studenckie',
  title: 'Prowadź swoją organizację jak profesjonaliści',
  lede: 'Miej pod kontrolą członków i sponsorów, publikuj wydarzenia i nawiązuj kontakt z pracodawcami, którzy chcą poznać Twoich członków.',
  cards: [
    { title: 'CRM dla członków i sponsorów', text: 'Jedna lista członków, zarządu i firm partnerskich, z rolami i historią wspólnych działań.' },
    { title: 'Wydarzenia, na które przychodzą członkowie', text: 'Publikuj wykłady i warsztaty, zarządzaj zapisami i otwieraj je tylko dla członków albo dla wszystkich studentów.' },
    { title: 'Partnerzy, którzy Cię znajdą', text: 'Pracodawcy w Fast-Track szukają organizacji do wsparcia i zapraszają Twoich członków do swoich programów.' },
  ],
  cta: 'Zarejestruj organizację',
};

export default page;
