import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Mensajería: habla directamente con candidatos',
  metaDescription: 'Escribe a estudiantes que participaron en tus retos y eventos y guarda todas las conversaciones de tu equipo en un solo lugar.',
  eyebrow: 'Soluciones: mensajería',
  title: 'Empieza la conversación pronto',
  lede: 'Escribe a los estudiantes que te impresionaron, responde a sus preguntas sobre tu empresa y guarda cada intercambio junto a su perfil.',
  cards: [
    { title: 'Directa y personal', text: 'Escribe tras un gran resultado en un reto o tras un evento, sin intercambiar correos electrónicos.' },
    { title: 'Todo tu equipo', text: 'Tus compañeros ven el historial, así nadie tiene que repetirse.' },
    { title: 'Respetuosa por diseño', text: 'Los estudiantes eligen quién puede escribirles y pueden salir de una conversación cuando quieran.' },
  ],
  cta: 'Crear tu cuenta de empresa',
};

export default page;
