import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Kit de marketing para servicios de empleo',
  metaDescription: 'Descarga carteles, diapositivas y plantillas de correo para presentar Fast-Track a tus estudiantes.',
  eyebrow: 'Kit de marketing',
  title: 'Todo lo que necesitas para darlo a conocer',
  lede: 'Imprime el cartel, proyecta las diapositivas en tu próxima sesión informativa y envía la plantilla de correo a tus estudiantes.',
  cards: [
    { title: 'De uso libre', text: 'Usa y adapta los materiales para tu universidad; no necesitas permiso.' },
    { title: 'En tu idioma', text: 'La plantilla de correo está en el idioma en que lees esta página.' },
    { title: '¿Necesitas algo más?', text: 'Pídenos una versión con el logotipo de tu universidad.' },
  ],
  cta: 'Pedir materiales personalizados',
};

export default page;
