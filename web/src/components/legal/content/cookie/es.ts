import type { LegalDocument } from '../../legal-document.ts';
import { retention as r } from '../../retention.ts';

const cookie: LegalDocument = {
  title: 'Política de cookies',
  summary:
    'Fast-Track usa una cookie y guarda algunas entradas en el almacenamiento de tu navegador, todas para cosas que tú pides: tu idioma y mantener la sesión iniciada. No hay cookies publicitarias, analíticas ni de terceros, y nada de esto te sigue a otros sitios.',
  sections: [
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          facts: [
            {
              name: 'i18next',
              code: true,
              rows: [
                ['Finalidad', 'Recuerda el idioma de la interfaz para que cada página se abra en él.'],
                ['Contenido', 'Un código de idioma, como «es».'],
                ['Duración', `${r.languageCookieDays} días, renovada en cada visita.`],
                ['Se envía a', 'Solo a este sitio (SameSite=Strict).'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      title: 'Almacenamiento local',
      blocks: [
        { p: 'Se queda en tu navegador hasta que cierras sesión o lo vacías; nunca se envía a ningún sitio por sí solo.' },
        {
          facts: [
            {
              name: 'token',
              code: true,
              rows: [
                ['Finalidad', 'Mantiene la sesión de un estudiante (o de un miembro de una asociación estudiantil).'],
                ['Contenido', 'Un token de sesión aleatorio.'],
                ['Se borra', 'Al cerrar sesión, o cuando la sesión ha terminado.'],
              ],
            },
            {
              name: 'careertoken',
              code: true,
              rows: [
                ['Finalidad', 'Mantiene la sesión del personal de un servicio de carreras.'],
                ['Contenido', 'Un token de sesión aleatorio.'],
                ['Se borra', 'Al cerrar sesión, o cuando la sesión ha terminado.'],
              ],
            },
            {
              name: 'root',
              code: true,
              rows: [
                ['Finalidad', 'El estado propio de la aplicación, para que recargar la página no te haga perder nada.'],
                [
                  'Contenido',
                  'La universidad elegida; durante el registro, la dirección de correo escrita y el paso alcanzado; con la sesión iniciada, tu identificador de cuenta, nombre, apellidos, trayectorias e idioma; para empleadores, su token de sesión, la empresa actual, la oferta que están editando y la última oferta abierta; la última asociación estudiantil abierta.',
                ],
                ['Se borra', 'Cerrar sesión borra los datos de sesión, tu nombre y la dirección de correo. La universidad elegida se queda, para que un próximo registro empiece con ella.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      title: 'Almacenamiento de sesión',
      blocks: [
        { p: 'Desaparece al cerrar la pestaña.' },
        {
          facts: [
            {
              name: 'admintoken',
              code: true,
              rows: [
                ['Finalidad', 'Mantiene la sesión de un administrador solo en esta pestaña.'],
                ['Contenido', 'Un token de sesión aleatorio.'],
              ],
            },
            {
              name: 'onboarding-prompt-dismissed:<id>',
              code: true,
              rows: [
                ['Finalidad', 'Recuerda que has cerrado el aviso del panel para completar tu perfil, para que no vuelva a aparecer en esta pestaña.'],
                ['Contenido', 'El valor «1»; el nombre termina con tu identificador de cuenta.'],
                ['Se borra', 'Al cerrar la pestaña.'],
              ],
            },
            {
              name: 'pending-social-registration',
              code: true,
              rows: [
                ['Finalidad', 'Conserva tu registro durante un acceso con Google o LinkedIn.'],
                ['Contenido', 'La universidad elegida, un código de invitación si lo hay y un valor de un solo uso.'],
                ['Se borra', 'En cuanto vuelves del proveedor.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Tus opciones',
      blocks: [
        {
          p: 'Como cada entrada sirve a algo que tú has pedido, no se muestra ningún aviso de consentimiento. Puedes borrarlas cuando quieras en los ajustes de tu navegador: se cerrará tu sesión y el sitio volverá a usar el idioma del navegador. Los mapas de las páginas de eventos se cargan desde openstreetmap.org, que puede usar sus propias cookies; consulta la Política de privacidad.',
        },
      ],
    },
  ],
};

export default cookie;
