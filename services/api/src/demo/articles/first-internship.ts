import type { DemoArticle } from './demo-article.ts';

export const firstInternship: DemoArticle = {
  key: 'first-internship',
  daysAgo: 26,
  texts: {
    en: {
      title: 'Your first internship: the first thirty days',
      description: 'Nobody expects an intern to know everything. What teams remember is how you learn. Habits for your first month.',
      body: [
        '<p>The first weeks of an internship decide how much real work you are trusted with later. Teams do not expect you to know their business; they watch how quickly you learn it and how reliably you deliver.</p>',
        '<h3>Write everything down</h3>',
        '<p>Keep one notebook or document for names, tools, abbreviations and how your team likes things done. Asking a question once is normal; asking it three times costs trust.</p>',
        '<h3>Confirm the task before you start</h3>',
        '<p>When you get a task, repeat what you understood, what the result should look like and by when it is due. Share a first draft early: ten minutes of feedback at the half-way point saves a day of rework.</p>',
        '<h3>Close the loop</h3>',
        '<p>Tell people when something is done, and tell them early when it will be late. At the end of the month, ask your manager for fifteen minutes: what went well, what to do differently, and what you could take on next.</p>',
      ],
    },
    de: {
      title: 'Dein erstes Praktikum: die ersten dreißig Tage',
      description: 'Niemand erwartet, dass Praktikanten alles wissen. In Erinnerung bleibt, wie du lernst. Gewohnheiten für deinen ersten Monat.',
      body: [
        '<p>Die ersten Wochen eines Praktikums entscheiden, wie viel echte Arbeit man dir später anvertraut. Das Team erwartet nicht, dass du sein Geschäft kennst; es achtet darauf, wie schnell du es lernst und wie verlässlich du lieferst.</p>',
        '<h3>Schreib alles auf</h3>',
        '<p>Führe ein Notizbuch oder Dokument für Namen, Tools, Abkürzungen und dafür, wie dein Team Dinge gern erledigt haben möchte. Eine Frage einmal zu stellen ist normal; sie dreimal zu stellen kostet Vertrauen.</p>',
        '<h3>Kläre die Aufgabe, bevor du anfängst</h3>',
        '<p>Wenn du eine Aufgabe bekommst, wiederhole, was du verstanden hast, wie das Ergebnis aussehen soll und bis wann es fertig sein muss. Zeig früh einen ersten Entwurf: Zehn Minuten Feedback zur Halbzeit sparen einen Tag Nacharbeit.</p>',
        '<h3>Gib Bescheid</h3>',
        '<p>Sag Bescheid, wenn etwas fertig ist, und sag früh Bescheid, wenn es später wird. Bitte am Ende des Monats deine Führungskraft um fünfzehn Minuten: Was lief gut, was solltest du anders machen, und was könntest du als Nächstes übernehmen?</p>',
      ],
    },
    fr: {
      title: 'Votre premier stage : les trente premiers jours',
      description: 'Personne n’attend d’un stagiaire qu’il sache tout. Ce qu’on retient, c’est votre façon d’apprendre. Les bons réflexes du premier mois.',
      body: [
        '<p>Les premières semaines d’un stage décident de la part de vrai travail qu’on vous confiera ensuite. L’équipe n’attend pas que vous connaissiez son métier ; elle observe à quelle vitesse vous l’apprenez et avec quelle fiabilité vous livrez.</p>',
        '<h3>Notez tout</h3>',
        '<p>Tenez un carnet ou un document pour les noms, les outils, les sigles et la manière dont votre équipe aime que les choses soient faites. Poser une question une fois est normal ; la poser trois fois coûte de la confiance.</p>',
        '<h3>Validez la demande avant de commencer</h3>',
        '<p>Quand on vous confie une tâche, reformulez ce que vous avez compris, à quoi doit ressembler le résultat et pour quand. Montrez tôt une première version : dix minutes de retour à mi-parcours évitent une journée de reprise.</p>',
        '<h3>Bouclez la boucle</h3>',
        '<p>Prévenez quand une tâche est terminée, et prévenez tôt quand elle sera en retard. À la fin du mois, demandez quinze minutes à votre responsable : ce qui a bien marché, ce qu’il faut changer et ce que vous pourriez prendre en charge ensuite.</p>',
      ],
    },
    pl: {
      title: 'Pierwszy staż: pierwsze trzydzieści dni',
      description: 'Nikt nie oczekuje, że stażysta wie wszystko. Zespół zapamięta, jak się uczysz. Nawyki na pierwszy miesiąc.',
      body: [
        '<p>Pierwsze tygodnie stażu decydują o tym, ile prawdziwej pracy zostanie ci później powierzone. Zespół nie oczekuje, że znasz jego branżę; patrzy, jak szybko się jej uczysz i jak rzetelnie wykonujesz zadania.</p>',
        '<h3>Zapisuj wszystko</h3>',
        '<p>Prowadź jeden notes lub dokument na nazwiska, narzędzia, skróty i to, jak twój zespół lubi, żeby coś było zrobione. Zadać pytanie raz to normalne; zadać je trzy razy – to utrata zaufania.</p>',
        '<h3>Potwierdź zadanie, zanim zaczniesz</h3>',
        '<p>Gdy dostajesz zadanie, powtórz, co zrozumiałeś, jak ma wyglądać wynik i na kiedy jest potrzebny. Pokaż wcześnie pierwszą wersję: dziesięć minut uwag w połowie pracy oszczędza dzień poprawek.</p>',
        '<h3>Domykaj sprawy</h3>',
        '<p>Informuj, gdy coś jest gotowe, i informuj wcześnie, gdy coś się opóźni. Pod koniec miesiąca poproś przełożonego o piętnaście minut: co poszło dobrze, co zrobić inaczej i czego mógłbyś się podjąć w następnej kolejności.</p>',
      ],
    },
    es: {
      title: 'Tus primeras prácticas: los primeros treinta días',
      description: 'Nadie espera que un becario lo sepa todo. Lo que el equipo recuerda es cómo aprendes. Hábitos para tu primer mes.',
      body: [
        '<p>Las primeras semanas de unas prácticas deciden cuánto trabajo real te confiarán después. El equipo no espera que conozcas su negocio; se fija en lo rápido que lo aprendes y en lo fiable que eres con las entregas.</p>',
        '<h3>Apúntalo todo</h3>',
        '<p>Lleva un cuaderno o documento con nombres, herramientas, siglas y cómo le gusta a tu equipo que se hagan las cosas. Hacer una pregunta una vez es normal; hacerla tres veces cuesta confianza.</p>',
        '<h3>Confirma la tarea antes de empezar</h3>',
        '<p>Cuando recibas una tarea, repite lo que has entendido, cómo debe ser el resultado y para cuándo se necesita. Enseña pronto un primer borrador: diez minutos de comentarios a mitad de camino ahorran un día de rehacer trabajo.</p>',
        '<h3>Cierra el círculo</h3>',
        '<p>Avisa cuando algo esté terminado, y avisa pronto cuando vaya a retrasarse. Al final del mes, pide quince minutos a tu responsable: qué ha ido bien, qué hacer distinto y qué podrías asumir a continuación.</p>',
      ],
    },
    it: {
      title: 'Il tuo primo stage: i primi trenta giorni',
      description: 'Nessuno si aspetta che uno stagista sappia tutto. Il team ricorda come impari. Abitudini per il primo mese.',
      body: [
        '<p>Le prime settimane di uno stage decidono quanto lavoro vero ti verrà affidato in seguito. Il team non si aspetta che tu conosca il suo settore; osserva quanto in fretta lo impari e quanto sei affidabile nelle consegne.</p>',
        '<h3>Scrivi tutto</h3>',
        '<p>Tieni un quaderno o un documento per nomi, strumenti, sigle e per come il tuo team preferisce che si facciano le cose. Fare una domanda una volta è normale; farla tre volte costa fiducia.</p>',
        '<h3>Conferma il compito prima di iniziare</h3>',
        '<p>Quando ricevi un compito, ripeti che cosa hai capito, come deve essere il risultato ed entro quando serve. Mostra presto una prima bozza: dieci minuti di commenti a metà strada risparmiano un giorno di rifacimenti.</p>',
        '<h3>Chiudi il cerchio</h3>',
        '<p>Avvisa quando qualcosa è finito, e avvisa presto quando sarà in ritardo. A fine mese chiedi quindici minuti al tuo responsabile: che cosa è andato bene, che cosa fare diversamente e di che cosa potresti occuparti dopo.</p>',
      ],
    },
  },
};
