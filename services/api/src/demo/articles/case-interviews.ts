import type { DemoArticle } from './demo-article.ts';

export const caseInterviews: DemoArticle = {
  key: 'case-interviews',
  daysAgo: 3,
  texts: {
    en: {
      title: 'Case interviews: how to structure your answer',
      description: 'A clear structure wins more case interviews than a clever idea. Here is how to build one under pressure.',
      body: [
        '<p>In a case interview the interviewer cares less about the right answer than about how you reach it. They want to see that you can take a vague business problem, break it into parts and work through them calmly, as you would in front of a client.</p>',
        '<h3>Clarify before you structure</h3>',
        '<p>Repeat the question in your own words and ask one or two questions: what is the client’s goal, and by when? Then take a minute to write down three or four branches that do not overlap, such as revenue, costs and market, and say them out loud before you dive in.</p>',
        '<h3>Do the maths out loud</h3>',
        '<p>Round the numbers, write each step down and say what the result means for the client. A correct number without a “so what” is only half an answer.</p>',
        '<h3>End with a recommendation</h3>',
        '<p>Finish with a clear answer, the two or three reasons behind it, the main risks and the next steps. Practise with a friend at least ten times before your first interview: the structure becomes a habit, and the habit frees your mind for the problem itself.</p>',
      ],
    },
    de: {
      title: 'Case Interviews: So strukturierst du deine Antwort',
      description: 'Eine klare Struktur gewinnt mehr Case Interviews als eine clevere Idee. So baust du sie auch unter Druck auf.',
      body: [
        '<p>Im Case Interview zählt weniger die richtige Lösung als der Weg dorthin. Die Interviewer wollen sehen, dass du ein vages Geschäftsproblem in Teile zerlegen und diese ruhig abarbeiten kannst – so wie später vor einem Kunden.</p>',
        '<h3>Erst klären, dann strukturieren</h3>',
        '<p>Wiederhole die Frage in eigenen Worten und stelle ein oder zwei Rückfragen: Was ist das Ziel des Kunden, und bis wann? Nimm dir dann eine Minute, um drei oder vier Äste aufzuschreiben, die sich nicht überschneiden, etwa Umsatz, Kosten und Markt, und sprich sie laut aus, bevor du loslegst.</p>',
        '<h3>Rechne laut</h3>',
        '<p>Runde die Zahlen, schreib jeden Schritt auf und sag, was das Ergebnis für den Kunden bedeutet. Eine richtige Zahl ohne „Was heißt das?“ ist nur eine halbe Antwort.</p>',
        '<h3>Schließe mit einer Empfehlung</h3>',
        '<p>Am Ende stehen eine klare Antwort, die zwei oder drei Gründe dafür, die wichtigsten Risiken und die nächsten Schritte. Übe vor deinem ersten Interview mindestens zehnmal mit jemandem: Die Struktur wird zur Gewohnheit, und die Gewohnheit macht den Kopf frei für das eigentliche Problem.</p>',
      ],
    },
    fr: {
      title: 'Études de cas en entretien : comment structurer votre réponse',
      description: 'Une structure claire gagne plus d’entretiens qu’une idée brillante. Voici comment la construire sous pression.',
      body: [
        '<p>Lors d’une étude de cas, le recruteur s’intéresse moins à la bonne réponse qu’à la manière d’y parvenir. Il veut voir que vous savez prendre un problème d’entreprise flou, le découper en parties et les traiter avec calme, comme vous le feriez devant un client.</p>',
        '<h3>Clarifiez avant de structurer</h3>',
        '<p>Reformulez la question avec vos propres mots et posez une ou deux questions : quel est l’objectif du client, et pour quand ? Prenez ensuite une minute pour noter trois ou quatre axes qui ne se recoupent pas, par exemple chiffre d’affaires, coûts et marché, et annoncez-les à voix haute avant de vous lancer.</p>',
        '<h3>Calculez à voix haute</h3>',
        '<p>Arrondissez les chiffres, notez chaque étape et dites ce que le résultat signifie pour le client. Un chiffre juste sans « et alors ? » n’est qu’une demi-réponse.</p>',
        '<h3>Terminez par une recommandation</h3>',
        '<p>Concluez par une réponse claire, les deux ou trois raisons qui la fondent, les principaux risques et les prochaines étapes. Entraînez-vous au moins dix fois avec quelqu’un avant votre premier entretien : la structure devient une habitude, et l’habitude libère votre esprit pour le problème lui-même.</p>',
      ],
    },
    pl: {
      title: 'Rozmowy typu case: jak uporządkować odpowiedź',
      description: 'Jasna struktura wygrywa więcej rozmów typu case niż błyskotliwy pomysł. Oto jak zbudować ją pod presją.',
      body: [
        '<p>Podczas rozmowy typu case rekruterowi mniej zależy na właściwej odpowiedzi, a bardziej na tym, jak do niej dochodzisz. Chce zobaczyć, że potrafisz wziąć niejasny problem biznesowy, podzielić go na części i spokojnie je przeanalizować – tak jak później przed klientem.</p>',
        '<h3>Najpierw doprecyzuj, potem porządkuj</h3>',
        '<p>Powtórz pytanie własnymi słowami i zadaj jedno lub dwa pytania: jaki jest cel klienta i na kiedy? Potem poświęć minutę na zapisanie trzech lub czterech gałęzi, które się nie pokrywają, na przykład przychody, koszty i rynek, i wypowiedz je na głos, zanim zaczniesz.</p>',
        '<h3>Licz na głos</h3>',
        '<p>Zaokrąglaj liczby, zapisuj każdy krok i mów, co wynik oznacza dla klienta. Poprawna liczba bez odpowiedzi na pytanie „i co z tego?” to tylko połowa odpowiedzi.</p>',
        '<h3>Zakończ rekomendacją</h3>',
        '<p>Na koniec podaj jasną odpowiedź, dwa lub trzy uzasadnienia, główne ryzyka i kolejne kroki. Przed pierwszą rozmową przećwicz case co najmniej dziesięć razy z kimś: struktura stanie się nawykiem, a nawyk uwolni głowę na sam problem.</p>',
      ],
    },
    es: {
      title: 'Entrevistas de caso: cómo estructurar tu respuesta',
      description: 'Una estructura clara gana más entrevistas de caso que una idea brillante. Así la construyes bajo presión.',
      body: [
        '<p>En una entrevista de caso, al entrevistador le importa menos la respuesta correcta que cómo llegas a ella. Quiere ver que sabes tomar un problema de negocio difuso, dividirlo en partes y resolverlas con calma, como harías delante de un cliente.</p>',
        '<h3>Aclara antes de estructurar</h3>',
        '<p>Repite la pregunta con tus palabras y haz una o dos preguntas: ¿cuál es el objetivo del cliente y para cuándo? Después tómate un minuto para anotar tres o cuatro ramas que no se solapen, como ingresos, costes y mercado, y dilas en voz alta antes de empezar.</p>',
        '<h3>Haz los cálculos en voz alta</h3>',
        '<p>Redondea las cifras, escribe cada paso y explica qué significa el resultado para el cliente. Un número correcto sin un «¿y qué?» es solo media respuesta.</p>',
        '<h3>Termina con una recomendación</h3>',
        '<p>Cierra con una respuesta clara, las dos o tres razones que la sostienen, los riesgos principales y los próximos pasos. Practica al menos diez veces con alguien antes de tu primera entrevista: la estructura se convierte en costumbre, y la costumbre libera tu mente para el problema en sí.</p>',
      ],
    },
    it: {
      title: 'Colloqui con case study: come strutturare la risposta',
      description: 'Una struttura chiara vince più colloqui di un’idea brillante. Ecco come costruirla sotto pressione.',
      body: [
        '<p>In un colloquio con case study, a chi ti valuta interessa meno la risposta giusta che il modo in cui ci arrivi. Vuole vedere che sai prendere un problema aziendale vago, scomporlo in parti e affrontarle con calma, come faresti davanti a un cliente.</p>',
        '<h3>Chiarisci prima di strutturare</h3>',
        '<p>Ripeti la domanda con parole tue e fai una o due domande: qual è l’obiettivo del cliente, ed entro quando? Poi prenditi un minuto per scrivere tre o quattro rami che non si sovrappongano, per esempio ricavi, costi e mercato, e dilli ad alta voce prima di partire.</p>',
        '<h3>Fai i conti ad alta voce</h3>',
        '<p>Arrotonda i numeri, scrivi ogni passaggio e spiega che cosa significa il risultato per il cliente. Un numero corretto senza un «e quindi?» è solo mezza risposta.</p>',
        '<h3>Chiudi con una raccomandazione</h3>',
        '<p>Concludi con una risposta chiara, le due o tre ragioni che la sostengono, i rischi principali e i prossimi passi. Esercitati almeno dieci volte con qualcuno prima del primo colloquio: la struttura diventa un’abitudine, e l’abitudine ti lascia la mente libera per il problema.</p>',
      ],
    },
  },
};
