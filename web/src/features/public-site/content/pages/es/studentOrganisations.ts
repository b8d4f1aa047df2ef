import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Para asociaciones de estudiantes',
  metaDescription: 'Gestiona socios y patrocinadores y organiza eventos de tu asociación con el CRM y las herramientas de eventos de Fast-Track.',
  eyebrow: 'Asociaciones de estudiantes',
  title: 'Dirige tu asociación como profesionales',
  lede: 'Controla socios y patrocinadores, publica eventos y conecta con empresas que quieren conocer a tus socios.',
  cards: [
    { title: 'CRM para socios y patrocinadores', text: 'Una lista de tus socios, tu junta y tus empresas colaboradoras, con sus funciones y vuestro historial común.' },
    { title: 'Eventos a los que acuden tus socios', text: 'Publica charlas y talleres, gestiona inscripciones y ábrelos solo a socios o a todos los estudiantes.' },
    { title: 'Patrocinadores que te encuentran', text: 'Las empresas de Fast-Track buscan asociaciones que patrocinar e invitan a tus socios a sus programas.' },
  ],
  cta: 'Registrar tu asociación',
};

export default page;
