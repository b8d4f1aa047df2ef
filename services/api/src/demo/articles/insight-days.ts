import type { DemoArticle } from './demo-article.ts';

export const insightDays: DemoArticle = {
  key: 'insight-days',
  daysAgo: 13,
  texts: {
    en: {
      title: 'Making the most of an insight day',
      description: 'Insight days are short, but firms remember the students who prepared. Before, during and after: what to do.',
      body: [
        '<p>An insight day is a firm’s chance to show you how it works, and your chance to find out whether you would like working there. Many firms also fast-track good attendees into their internship process, so the day is worth preparing for.</p>',
        '<h3>Before: three facts and two questions</h3>',
        '<p>Read the firm’s profile and its recent news, and note three facts you could mention in conversation. Prepare two questions you really want answered, for example about the first year of the programme or how teams are staffed.</p>',
        '<h3>During: listen, then ask</h3>',
        '<p>Arrive early, introduce yourself to the people at your table and take notes. In group exercises, people remember the student who made sure everyone was heard more than the one who spoke most.</p>',
        '<h3>After: follow up within two days</h3>',
        '<p>Write a short message to the people you spoke with and mention one thing you learned from them. Then add the firm’s application deadlines to your calendar, so the contact you made turns into an application in time.</p>',
      ],
    },
    de: {
      title: 'So holst du das Beste aus einem Insight Day heraus',
      description: 'Insight Days sind kurz, aber Unternehmen erinnern sich an gut vorbereitete Studierende. Vorher, währenddessen, danach: was zu tun ist.',
      body: [
        '<p>Ein Insight Day ist für ein Unternehmen die Chance zu zeigen, wie es arbeitet – und für dich die Chance herauszufinden, ob du dort arbeiten möchtest. Viele Unternehmen laden überzeugende Teilnehmende direkt in ihr Praktikumsverfahren ein; die Vorbereitung lohnt sich also.</p>',
        '<h3>Vorher: drei Fakten und zwei Fragen</h3>',
        '<p>Lies das Profil des Unternehmens und seine aktuellen Nachrichten und notiere drei Fakten, die du im Gespräch erwähnen kannst. Bereite zwei Fragen vor, deren Antwort dich wirklich interessiert, etwa zum ersten Jahr im Programm oder dazu, wie Teams zusammengestellt werden.</p>',
        '<h3>Währenddessen: zuhören, dann fragen</h3>',
        '<p>Komm früh, stell dich den Leuten an deinem Tisch vor und mach dir Notizen. In Gruppenübungen bleibt eher in Erinnerung, wer dafür sorgt, dass alle zu Wort kommen, als wer am meisten redet.</p>',
        '<h3>Danach: innerhalb von zwei Tagen nachfassen</h3>',
        '<p>Schreib den Menschen, mit denen du gesprochen hast, eine kurze Nachricht und nenne eine Sache, die du von ihnen gelernt hast. Trag dann die Bewerbungsfristen des Unternehmens in deinen Kalender ein, damit aus dem Kontakt rechtzeitig eine Bewerbung wird.</p>',
      ],
    },
    fr: {
      title: 'Tirer le meilleur parti d’une journée découverte',
      description: 'Les journées découverte sont courtes, mais les entreprises se souviennent des étudiants préparés. Avant, pendant, après : que faire.',
      body: [
        '<p>Une journée découverte permet à une entreprise de montrer comment elle travaille, et à vous de savoir si vous aimeriez y travailler. Beaucoup d’entreprises font aussi entrer les meilleurs participants plus vite dans leur processus de stage : la journée mérite donc d’être préparée.</p>',
        '<h3>Avant : trois faits et deux questions</h3>',
        '<p>Lisez le profil de l’entreprise et ses actualités récentes, et notez trois faits que vous pourriez mentionner en discutant. Préparez deux questions dont la réponse vous intéresse vraiment, par exemple sur la première année du programme ou la composition des équipes.</p>',
        '<h3>Pendant : écoutez, puis questionnez</h3>',
        '<p>Arrivez en avance, présentez-vous aux personnes de votre table et prenez des notes. Dans les exercices de groupe, on retient davantage l’étudiant qui veille à ce que chacun soit entendu que celui qui parle le plus.</p>',
        '<h3>Après : relancez dans les deux jours</h3>',
        '<p>Écrivez un court message aux personnes avec qui vous avez échangé et citez une chose que vous avez apprise grâce à elles. Ajoutez ensuite les dates limites de candidature de l’entreprise à votre agenda, pour que ce contact devienne une candidature à temps.</p>',
      ],
    },
    pl: {
      title: 'Jak najlepiej wykorzystać dzień otwarty w firmie',
      description: 'Dni otwarte są krótkie, ale firmy pamiętają przygotowanych studentów. Przed, w trakcie i po: co robić.',
      body: [
        '<p>Dzień otwarty to dla firmy okazja, by pokazać, jak pracuje, a dla ciebie – by sprawdzić, czy chcesz tam pracować. Wiele firm zaprasza najlepszych uczestników od razu do dalszych etapów rekrutacji na staż, więc warto się przygotować.</p>',
        '<h3>Przed: trzy fakty i dwa pytania</h3>',
        '<p>Przeczytaj profil firmy i jej najnowsze informacje, zanotuj trzy fakty, o których możesz wspomnieć w rozmowie. Przygotuj dwa pytania, na które naprawdę chcesz znać odpowiedź, na przykład o pierwszy rok programu albo o to, jak dobiera się zespoły.</p>',
        '<h3>W trakcie: słuchaj, potem pytaj</h3>',
        '<p>Przyjdź wcześniej, przedstaw się osobom przy stole i rób notatki. W ćwiczeniach grupowych zapamiętuje się raczej osobę, która dba o to, by każdy został wysłuchany, niż tę, która mówi najwięcej.</p>',
        '<h3>Po: odezwij się w ciągu dwóch dni</h3>',
        '<p>Napisz krótką wiadomość do osób, z którymi rozmawiałeś, i wspomnij jedną rzecz, której się od nich dowiedziałeś. Potem wpisz terminy aplikacji firmy do kalendarza, żeby nawiązany kontakt na czas zamienił się w aplikację.</p>',
      ],
    },
    es: {
      title: 'Cómo aprovechar al máximo una jornada de puertas abiertas',
      description: 'Las jornadas son cortas, pero las empresas recuerdan a quien llega preparado. Antes, durante y después: qué hacer.',
      body: [
        '<p>Una jornada de puertas abiertas es la ocasión de una empresa para mostrar cómo trabaja, y la tuya para descubrir si te gustaría trabajar allí. Muchas empresas, además, adelantan a los mejores asistentes en su proceso de prácticas, así que merece la pena prepararla.</p>',
        '<h3>Antes: tres datos y dos preguntas</h3>',
        '<p>Lee el perfil de la empresa y sus noticias recientes, y apunta tres datos que podrías mencionar en una conversación. Prepara dos preguntas cuya respuesta de verdad te interese, por ejemplo sobre el primer año del programa o cómo se forman los equipos.</p>',
        '<h3>Durante: escucha y luego pregunta</h3>',
        '<p>Llega pronto, preséntate a las personas de tu mesa y toma notas. En los ejercicios en grupo se recuerda más a quien se asegura de que todos hablen que a quien habla más.</p>',
        '<h3>Después: escribe en menos de dos días</h3>',
        '<p>Envía un mensaje breve a las personas con las que hablaste y menciona algo que aprendiste de ellas. Después apunta en tu calendario los plazos de candidatura de la empresa, para que el contacto se convierta a tiempo en una solicitud.</p>',
      ],
    },
    it: {
      title: 'Come sfruttare al meglio un insight day',
      description: 'Gli insight day sono brevi, ma le aziende ricordano gli studenti preparati. Prima, durante e dopo: che cosa fare.',
      body: [
        '<p>Un insight day è per l’azienda l’occasione di mostrare come lavora, e per te quella di capire se ti piacerebbe lavorarci. Molte aziende, inoltre, fanno accedere più in fretta i partecipanti migliori alla selezione per gli stage: vale la pena prepararsi.</p>',
        '<h3>Prima: tre fatti e due domande</h3>',
        '<p>Leggi il profilo dell’azienda e le sue notizie recenti, e annota tre fatti da citare in una conversazione. Prepara due domande di cui vuoi davvero conoscere la risposta, per esempio sul primo anno del programma o su come si formano i team.</p>',
        '<h3>Durante: ascolta, poi chiedi</h3>',
        '<p>Arriva in anticipo, presentati alle persone del tuo tavolo e prendi appunti. Negli esercizi di gruppo si ricorda di più chi fa in modo che tutti vengano ascoltati di chi parla di più.</p>',
        '<h3>Dopo: fatti sentire entro due giorni</h3>',
        '<p>Scrivi un breve messaggio alle persone con cui hai parlato e cita una cosa che hai imparato da loro. Poi segna in agenda le scadenze per le candidature dell’azienda, così il contatto diventa in tempo una candidatura.</p>',
      ],
    },
  },
};
