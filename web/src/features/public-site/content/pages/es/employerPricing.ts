import type { PageText } from '../../types.ts';

const page: PageText = {
  metaTitle: 'Precios del Employer Hub',
  metaDescription: 'Compara los planes Starter, Growth y Enterprise del Employer Hub de Fast-Track: usuarios, ofertas, eventos, retos y soporte.',
  eyebrow: 'Precios',
  title: 'Un plan para cada temporada de selección',
  lede: 'Empieza con pocas ofertas o gestiona todo tu programa universitario en Fast-Track. Todos los planes incluyen la bolsa de talento y la mensajería.',
  cards: [
    { title: 'Sin cuota de alta', text: 'Tu página de empresa, tu equipo y tu primera oferta están listos el día del registro.' },
    { title: 'Cambia de plan cuando quieras', text: 'Sube antes de tu temporada más intensa y baja después.' },
    { title: 'Facturas en tu moneda', text: 'Facturamos de forma mensual o anual, con el IVA correcto para cada país de la UE.' },
  ],
  cta: 'Hablar con nuestro equipo',
};

export default page;
