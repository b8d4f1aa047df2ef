import type { LegalDocument } from '../../legal-document.ts';

const accessibility: LegalDocument = {
  title: 'Declaración de accesibilidad',
  summary:
    'Fast-Track debe funcionar para todos los estudiantes, sea cual sea su dispositivo, la configuración de su navegador o la tecnología de apoyo que usen. Esta página explica qué norma buscamos cumplir, cómo lo comprobamos, qué sabemos que aún no funciona y cómo avisarnos de una barrera.',
  sections: [
    {
      id: 'target',
      title: 'Nuestro objetivo',
      blocks: [
        {
          p: 'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA y, con ello, la norma europea EN 301 549, cuyos requisitos para la web son los de las WCAG. Esta declaración abarca toda la aplicación web: las páginas públicas y legales y las pantallas de estudiantes, empresas, career centers y organizaciones estudiantiles.',
        },
        { p: 'Estado: parcialmente conforme. Las carencias conocidas se indican abajo.' },
      ],
    },
    {
      id: 'testing',
      title: 'Cómo lo comprobamos',
      blocks: [
        {
          list: [
            'Comprobaciones automáticas en cada cambio: axe revisa las reglas WCAG 2.2 A y AA en Chromium en cada pantalla de estudiante y cada página legal, en una pantalla de móvil (390 px de ancho), con y sin sesión iniciada.',
            'Cada pantalla se abre en los seis idiomas a 320, 390 y 1024 px de ancho; ninguna página puede desplazarse hacia los lados ni cortar su texto.',
            'Los recorridos principales —registrarse con el código del correo, iniciar sesión, elegir universidad, hacer un challenge, los mensajes— se prueban solo con el teclado. Los diálogos mantienen el foco dentro y lo devuelven al cerrarse.',
            'Las esperas y el progreso también se dan como texto: las casillas del código dicen qué dígito son, y una espera antes de «Reenviar código» se anuncia una vez al empezar y otra al terminar, no cada segundo.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'Limitaciones conocidas',
      blocks: [
        {
          list: [
            'Las comprobaciones automáticas solo encuentran una parte de las posibles barreras. Todavía no se ha hecho una auditoría manual completa con lectores de pantalla como NVDA, JAWS, VoiceOver o TalkBack.',
            'Las comprobaciones de axe se ejecutan en inglés y en Chromium. Los demás idiomas y navegadores se revisan en cuanto a diseño e idioma de la página, no frente a cada regla.',
            'El contenido que añaden empresas, career centers y organizaciones estudiantiles —descripciones de eventos, imágenes, PDF, material de los challenges— es responsabilidad suya. Les pedimos descripciones de las imágenes, pero no podemos garantizar que cada documento subido sea accesible.',
            'Los challenges tienen un límite de tiempo que fija la empresa. Si necesitas más tiempo por una discapacidad, escríbenos antes de empezar.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Comentarios y contacto',
      blocks: [
        {
          p: 'Si algo en Fast-Track te resulta difícil o imposible de usar, dínoslo a través de la página Ayuda: la dirección de la página, qué intentaste y qué ocurrió. Respondemos a cada mensaje y, cuando no podemos eliminar una barrera enseguida, te ofrecemos el contenido o el servicio de otra forma.',
        },
        {
          p: 'Si nuestra respuesta no te satisface, puedes dirigirte al organismo que vela por el cumplimiento de la normativa de accesibilidad en tu país.',
        },
      ],
    },
  ],
};

export default accessibility;
