import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Soporte y preguntas frecuentes',
  metaDescription: 'Respuestas a preguntas frecuentes sobre cuentas, eventos, retos y candidaturas en Fast-Track, y un formulario para contactar con soporte.',
  eyebrow: 'Soporte',
  title: '¿Cómo podemos ayudarte?',
  lede: 'Busca entre las preguntas más habituales. Si no encuentras la respuesta, envíanos un mensaje.',
  cards: [
    { title: 'Cuenta e inicio de sesión', text: 'Registro, contraseñas, correos universitarios y eliminación de tu cuenta.' },
    { title: 'Eventos y retos', text: 'Inscribirse, asistir, hacer preguntas y cómo funcionan los rankings.' },
    { title: 'Ofertas y candidaturas', text: 'Presentar candidaturas, seguirlas y qué ven las empresas.' },
  ],
  cta: 'Otras formas de contacto',
};

export default page;
