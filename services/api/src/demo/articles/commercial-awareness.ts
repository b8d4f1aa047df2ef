import type { DemoArticle } from './demo-article.ts';

export const commercialAwareness: DemoArticle = {
  key: 'commercial-awareness',
  daysAgo: 34,
  texts: {
    en: {
      title: 'Commercial awareness: what it is and how to build it',
      description: 'Banks, law firms and consultancies all ask for it. It is less about reading everything than about asking why.',
      body: [
        '<p>“Commercial awareness” appears in almost every graduate job post in finance, law and consulting. It means understanding how businesses make money, what pressures they face and how the news of the day changes their plans.</p>',
        '<h3>Follow a few stories, not all of them</h3>',
        '<p>Pick two or three stories in the sector you want to join, such as a merger, a new regulation or a company in trouble, and follow them for a few weeks. Depth beats breadth: an interviewer will ask what you think, not what you read.</p>',
        '<h3>Ask three questions of every story</h3>',
        '<p>Who wins and who loses? What does it cost, and who pays? What would the firm you are applying to advise its client to do? Write a short paragraph of your answers each week.</p>',
        '<h3>Talk about it</h3>',
        '<p>Explain a story to a friend in two minutes. If you can do that clearly, you can do it in an interview. Events and live Q&amp;As with firms are good places to test your views with people who work on such deals every day.</p>',
      ],
    },
    de: {
      title: 'Wirtschaftliches Verständnis: was es ist und wie du es aufbaust',
      description: 'Banken, Kanzleien und Beratungen fragen danach. Es geht weniger darum, alles zu lesen, als darum, nach dem Warum zu fragen.',
      body: [
        '<p>„Commercial Awareness“, also wirtschaftliches Verständnis, steht in fast jeder Einstiegsstelle in Finanzwesen, Recht und Beratung. Gemeint ist, zu verstehen, wie Unternehmen Geld verdienen, unter welchem Druck sie stehen und wie aktuelle Nachrichten ihre Pläne verändern.</p>',
        '<h3>Verfolge wenige Geschichten, nicht alle</h3>',
        '<p>Such dir zwei oder drei Themen aus der Branche aus, in die du willst – eine Übernahme, eine neue Regulierung oder ein Unternehmen in Schwierigkeiten – und verfolge sie einige Wochen lang. Tiefe schlägt Breite: Im Interview wird gefragt, was du denkst, nicht was du gelesen hast.</p>',
        '<h3>Stell jeder Geschichte drei Fragen</h3>',
        '<p>Wer gewinnt, wer verliert? Was kostet es, und wer zahlt? Was würde das Unternehmen, bei dem du dich bewirbst, seinem Mandanten raten? Schreib jede Woche einen kurzen Absatz mit deinen Antworten.</p>',
        '<h3>Sprich darüber</h3>',
        '<p>Erkläre einer Freundin oder einem Freund eine Geschichte in zwei Minuten. Wenn dir das klar gelingt, gelingt es auch im Interview. Events und Live-Q&amp;As mit Unternehmen sind gute Orte, um deine Sicht mit Menschen zu prüfen, die jeden Tag an solchen Deals arbeiten.</p>',
      ],
    },
    fr: {
      title: 'Culture business : ce que c’est et comment la développer',
      description: 'Banques, cabinets d’avocats et de conseil la demandent tous. Il s’agit moins de tout lire que de se demander pourquoi.',
      body: [
        '<p>La « culture business » figure dans presque toutes les offres pour jeunes diplômés en finance, en droit et en conseil. Elle consiste à comprendre comment les entreprises gagnent de l’argent, quelles pressions elles subissent et comment l’actualité modifie leurs plans.</p>',
        '<h3>Suivez quelques sujets, pas tous</h3>',
        '<p>Choisissez deux ou trois sujets dans le secteur que vous visez, comme une fusion, une nouvelle réglementation ou une entreprise en difficulté, et suivez-les pendant quelques semaines. La profondeur l’emporte sur l’étendue : en entretien, on vous demandera ce que vous en pensez, pas ce que vous avez lu.</p>',
        '<h3>Posez trois questions à chaque sujet</h3>',
        '<p>Qui gagne et qui perd ? Combien cela coûte-t-il, et qui paie ? Que conseillerait à son client l’entreprise où vous postulez ? Rédigez chaque semaine un court paragraphe avec vos réponses.</p>',
        '<h3>Parlez-en</h3>',
        '<p>Expliquez un sujet à un ami en deux minutes. Si vous y arrivez clairement, vous y arriverez en entretien. Les événements et les sessions de questions en direct avec les entreprises sont de bonnes occasions de confronter votre avis à celui de personnes qui travaillent chaque jour sur ces dossiers.</p>',
      ],
    },
    pl: {
      title: 'Świadomość biznesowa: czym jest i jak ją budować',
      description: 'Pytają o nią banki, kancelarie i firmy doradcze. Nie chodzi o to, by czytać wszystko, lecz by pytać „dlaczego”.',
      body: [
        '<p>„Świadomość biznesowa” pojawia się niemal w każdym ogłoszeniu dla absolwentów w finansach, prawie i doradztwie. Oznacza rozumienie, jak firmy zarabiają pieniądze, z jaką presją się mierzą i jak bieżące wydarzenia zmieniają ich plany.</p>',
        '<h3>Śledź kilka tematów, nie wszystkie</h3>',
        '<p>Wybierz dwa lub trzy tematy z branży, do której chcesz trafić – fuzję, nową regulację albo firmę w kłopotach – i śledź je przez kilka tygodni. Głębia wygrywa z szerokością: na rozmowie zapytają, co myślisz, a nie co przeczytałeś.</p>',
        '<h3>Zadaj każdemu tematowi trzy pytania</h3>',
        '<p>Kto zyskuje, a kto traci? Ile to kosztuje i kto płaci? Co doradziłaby klientowi firma, do której aplikujesz? Co tydzień zapisz krótki akapit ze swoimi odpowiedziami.</p>',
        '<h3>Rozmawiaj o tym</h3>',
        '<p>Wyjaśnij znajomemu jeden temat w dwie minuty. Jeśli zrobisz to jasno, poradzisz sobie i na rozmowie. Wydarzenia i sesje pytań na żywo z firmami to dobre miejsca, by sprawdzić swoje zdanie u osób, które na co dzień pracują przy takich transakcjach.</p>',
      ],
    },
    es: {
      title: 'Visión de negocio: qué es y cómo desarrollarla',
      description: 'Bancos, despachos y consultoras la piden. Se trata menos de leerlo todo que de preguntarse por qué.',
      body: [
        '<p>La «visión de negocio» aparece en casi todas las ofertas para recién graduados en finanzas, derecho y consultoría. Significa entender cómo ganan dinero las empresas, qué presiones soportan y cómo la actualidad cambia sus planes.</p>',
        '<h3>Sigue pocas noticias, no todas</h3>',
        '<p>Elige dos o tres temas del sector al que quieres entrar, como una fusión, una nueva regulación o una empresa en apuros, y síguelos durante unas semanas. La profundidad gana a la amplitud: en la entrevista te preguntarán qué opinas, no qué has leído.</p>',
        '<h3>Hazle tres preguntas a cada noticia</h3>',
        '<p>¿Quién gana y quién pierde? ¿Cuánto cuesta y quién lo paga? ¿Qué aconsejaría a su cliente la empresa a la que te presentas? Escribe cada semana un párrafo breve con tus respuestas.</p>',
        '<h3>Habla de ello</h3>',
        '<p>Explícale una noticia a un amigo en dos minutos. Si lo consigues con claridad, lo conseguirás en la entrevista. Los eventos y las sesiones de preguntas en directo con empresas son buenos lugares para contrastar tu opinión con quienes trabajan en esas operaciones cada día.</p>',
      ],
    },
    it: {
      title: 'Consapevolezza commerciale: che cos’è e come costruirla',
      description: 'Banche, studi legali e società di consulenza la chiedono. Conta meno leggere tutto che chiedersi perché.',
      body: [
        '<p>La «consapevolezza commerciale» compare in quasi tutti gli annunci per neolaureati in finanza, diritto e consulenza. Significa capire come le aziende guadagnano, quali pressioni affrontano e come l’attualità cambia i loro piani.</p>',
        '<h3>Segui poche notizie, non tutte</h3>',
        '<p>Scegli due o tre temi del settore in cui vuoi entrare, come una fusione, una nuova norma o un’azienda in difficoltà, e seguili per qualche settimana. La profondità batte l’ampiezza: al colloquio ti chiederanno che cosa ne pensi, non che cosa hai letto.</p>',
        '<h3>Fai tre domande a ogni notizia</h3>',
        '<p>Chi vince e chi perde? Quanto costa, e chi paga? Che cosa consiglierebbe al suo cliente l’azienda a cui ti candidi? Scrivi ogni settimana un breve paragrafo con le tue risposte.</p>',
        '<h3>Parlane</h3>',
        '<p>Spiega una notizia a un amico in due minuti. Se ci riesci con chiarezza, ci riuscirai anche al colloquio. Gli eventi e le sessioni di domande dal vivo con le aziende sono ottimi posti per mettere alla prova le tue idee con chi lavora ogni giorno su queste operazioni.</p>',
      ],
    },
  },
};
