import type { DemoArticle } from './demo-article.ts';

export const numericalTests: DemoArticle = {
  key: 'numerical-tests',
  daysAgo: 19,
  texts: {
    en: {
      title: 'Online tests and challenges: how to practise',
      description: 'Numerical tests and ranked challenges are a skill you can train. A four-week plan that fits around your studies.',
      body: [
        '<p>Most firms ask for an online test before the first interview, and more of them now use ranked challenges built from real work. Both reward speed and accuracy under time pressure, and both improve with practice.</p>',
        '<h3>Weeks one and two: the basics</h3>',
        '<p>Refresh percentages, ratios, growth rates and reading tables and charts. Twenty minutes a day is enough. Work without a time limit at first and check every mistake until you know why you made it.</p>',
        '<h3>Week three: add the clock</h3>',
        '<p>Now practise with the real time limits. Learn to skip a question that takes too long and come back to it. Estimate before you calculate: if the answer options are far apart, a rough number is often enough.</p>',
        '<h3>Week four: the real thing</h3>',
        '<p>Take a firm’s challenge in your track when you are rested, in a quiet room, with a calculator and paper ready. Read the material first; it usually holds the facts the tasks ask about. Afterwards, look at your result and your rank band: they show where to practise next.</p>',
      ],
    },
    de: {
      title: 'Online-Tests und Challenges: So übst du richtig',
      description: 'Numerische Tests und gerankte Challenges sind trainierbar. Ein Vierwochenplan, der neben das Studium passt.',
      body: [
        '<p>Die meisten Unternehmen verlangen vor dem ersten Gespräch einen Online-Test, und immer mehr setzen gerankte Challenges aus echter Arbeit ein. Beide belohnen Tempo und Genauigkeit unter Zeitdruck, und beide werden mit Übung besser.</p>',
        '<h3>Woche eins und zwei: die Grundlagen</h3>',
        '<p>Frische Prozentrechnung, Verhältnisse, Wachstumsraten und das Lesen von Tabellen und Diagrammen auf. Zwanzig Minuten am Tag genügen. Arbeite zunächst ohne Zeitlimit und prüfe jeden Fehler, bis du weißt, warum er passiert ist.</p>',
        '<h3>Woche drei: mit Uhr</h3>',
        '<p>Übe jetzt mit den echten Zeitlimits. Lerne, eine Aufgabe zu überspringen, die zu lange dauert, und später zurückzukommen. Schätze, bevor du rechnest: Liegen die Antwortoptionen weit auseinander, reicht oft ein grober Wert.</p>',
        '<h3>Woche vier: der Ernstfall</h3>',
        '<p>Mach die Challenge eines Unternehmens in deinem Track ausgeruht, in einem ruhigen Raum, mit Taschenrechner und Papier. Lies zuerst das Material; dort stehen meist die Fakten, nach denen die Aufgaben fragen. Sieh dir danach dein Ergebnis und deinen Rangbereich an: Sie zeigen, wo du weiter üben solltest.</p>',
      ],
    },
    fr: {
      title: 'Tests en ligne et challenges : comment s’entraîner',
      description: 'Les tests numériques et les challenges classés s’entraînent. Un plan sur quatre semaines compatible avec vos études.',
      body: [
        '<p>La plupart des entreprises demandent un test en ligne avant le premier entretien, et de plus en plus utilisent des challenges classés tirés de cas réels. Les deux récompensent la rapidité et la précision sous la contrainte du temps, et les deux s’améliorent avec la pratique.</p>',
        '<h3>Semaines un et deux : les bases</h3>',
        '<p>Révisez les pourcentages, les ratios, les taux de croissance et la lecture de tableaux et de graphiques. Vingt minutes par jour suffisent. Travaillez d’abord sans limite de temps et analysez chaque erreur jusqu’à comprendre d’où elle vient.</p>',
        '<h3>Semaine trois : ajoutez le chronomètre</h3>',
        '<p>Entraînez-vous maintenant avec les vraies limites de temps. Apprenez à passer une question trop longue pour y revenir ensuite. Estimez avant de calculer : si les réponses proposées sont très éloignées, un ordre de grandeur suffit souvent.</p>',
        '<h3>Semaine quatre : en conditions réelles</h3>',
        '<p>Passez le challenge d’une entreprise de votre parcours reposé, dans une pièce calme, avec calculatrice et papier. Lisez d’abord le support : il contient en général les faits sur lesquels portent les questions. Ensuite, regardez votre résultat et votre tranche de classement : ils indiquent où progresser.</p>',
      ],
    },
    pl: {
      title: 'Testy online i wyzwania: jak ćwiczyć',
      description: 'Testy numeryczne i rankingowe wyzwania można wytrenować. Czterotygodniowy plan, który zmieścisz obok studiów.',
      body: [
        '<p>Większość firm przed pierwszą rozmową prosi o test online, a coraz więcej korzysta z rankingowych wyzwań opartych na prawdziwej pracy. Jedne i drugie nagradzają szybkość i dokładność pod presją czasu i jedne i drugie idą lepiej z praktyką.</p>',
        '<h3>Tydzień pierwszy i drugi: podstawy</h3>',
        '<p>Powtórz procenty, proporcje, tempo wzrostu oraz czytanie tabel i wykresów. Wystarczy dwadzieścia minut dziennie. Na początku pracuj bez limitu czasu i analizuj każdy błąd, aż zrozumiesz, skąd się wziął.</p>',
        '<h3>Tydzień trzeci: dodaj zegar</h3>',
        '<p>Teraz ćwicz z prawdziwymi limitami czasu. Naucz się pomijać pytanie, które zajmuje za dużo czasu, i wracać do niego później. Szacuj, zanim policzysz: jeśli odpowiedzi bardzo się różnią, często wystarczy przybliżony wynik.</p>',
        '<h3>Tydzień czwarty: na serio</h3>',
        '<p>Rozwiąż wyzwanie firmy ze swojej ścieżki wypoczęty, w cichym pokoju, z kalkulatorem i kartką pod ręką. Najpierw przeczytaj materiał – zwykle zawiera fakty, o które pytają zadania. Potem spójrz na swój wynik i przedział w rankingu: pokażą, co ćwiczyć dalej.</p>',
      ],
    },
    es: {
      title: 'Tests online y retos: cómo prepararte',
      description: 'Los tests numéricos y los retos con ranking se pueden entrenar. Un plan de cuatro semanas compatible con tus estudios.',
      body: [
        '<p>La mayoría de las empresas pide un test online antes de la primera entrevista, y cada vez más usan retos con ranking basados en trabajo real. Ambos premian la rapidez y la precisión con el tiempo en contra, y ambos mejoran con la práctica.</p>',
        '<h3>Semanas uno y dos: lo básico</h3>',
        '<p>Repasa porcentajes, proporciones, tasas de crecimiento y la lectura de tablas y gráficos. Veinte minutos al día bastan. Al principio trabaja sin límite de tiempo y revisa cada error hasta entender por qué lo cometiste.</p>',
        '<h3>Semana tres: añade el reloj</h3>',
        '<p>Ahora practica con los límites de tiempo reales. Aprende a saltarte una pregunta que te lleva demasiado y a volver a ella después. Estima antes de calcular: si las opciones de respuesta están muy separadas, a menudo basta un número aproximado.</p>',
        '<h3>Semana cuatro: en serio</h3>',
        '<p>Haz el reto de una empresa de tu itinerario descansado, en un lugar tranquilo, con calculadora y papel. Lee primero el material: suele contener los datos por los que preguntan las tareas. Después mira tu resultado y tu franja del ranking: te indican qué practicar a continuación.</p>',
      ],
    },
    it: {
      title: 'Test online e challenge: come esercitarsi',
      description: 'I test numerici e le challenge con classifica si allenano. Un piano di quattro settimane compatibile con lo studio.',
      body: [
        '<p>La maggior parte delle aziende chiede un test online prima del primo colloquio, e sempre più usano challenge con classifica costruite su lavoro reale. Entrambi premiano velocità e precisione sotto pressione, ed entrambi migliorano con la pratica.</p>',
        '<h3>Settimane uno e due: le basi</h3>',
        '<p>Ripassa percentuali, rapporti, tassi di crescita e la lettura di tabelle e grafici. Bastano venti minuti al giorno. All’inizio lavora senza limite di tempo e analizza ogni errore finché non capisci perché l’hai fatto.</p>',
        '<h3>Settimana tre: aggiungi il cronometro</h3>',
        '<p>Ora esercitati con i limiti di tempo reali. Impara a saltare una domanda che richiede troppo e a tornarci dopo. Stima prima di calcolare: se le risposte proposte sono molto distanti, spesso basta un valore approssimativo.</p>',
        '<h3>Settimana quattro: sul serio</h3>',
        '<p>Affronta la challenge di un’azienda del tuo percorso quando sei riposato, in una stanza tranquilla, con calcolatrice e carta. Leggi prima il materiale: di solito contiene i fatti su cui vertono le domande. Poi guarda il tuo risultato e la tua fascia in classifica: ti dicono dove esercitarti ancora.</p>',
      ],
    },
  },
};
