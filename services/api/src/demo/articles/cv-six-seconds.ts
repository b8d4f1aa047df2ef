import type { DemoArticle } from './demo-article.ts';

export const cvSixSeconds: DemoArticle = {
  key: 'cv-six-seconds',
  daysAgo: 8,
  texts: {
    en: {
      title: 'A CV that gets read: one page, real results',
      description: 'Recruiters skim a CV in seconds before they decide to read it. Make those seconds count.',
      body: [
        '<p>A graduate recruiter may see hundreds of CVs for one programme. The first look is short: name, university, the last two experiences and whether anything stands out. Your job is to make that first look easy.</p>',
        '<h3>One page, clear order</h3>',
        '<p>Keep it to one page. Put education first while you study, then experience, then skills and interests. Use one font, clear headings and the same date format everywhere. No photo is needed for most employers in the UK and Ireland; check the custom for each country you apply to.</p>',
        '<h3>Results, not duties</h3>',
        '<p>Start each bullet with a verb and end it with a result: “Organised a careers fair for 400 students with 12 firms” says more than “Responsible for events”. Numbers help the reader see the size of what you did.</p>',
        '<h3>Fit it to the role</h3>',
        '<p>Read the job post and move the most relevant experience to the top. A society role, a part-time job or a ranked challenge result all count if they show the skills the firm asks for. Finally, ask someone to read it for typos: one mistake can end the first look.</p>',
      ],
    },
    de: {
      title: 'Ein Lebenslauf, der gelesen wird: eine Seite, echte Ergebnisse',
      description: 'Recruiter überfliegen einen Lebenslauf in Sekunden, bevor sie entscheiden, ihn zu lesen. Nutze diese Sekunden.',
      body: [
        '<p>Für ein Einstiegsprogramm sieht ein Recruiter oft Hunderte Lebensläufe. Der erste Blick ist kurz: Name, Hochschule, die letzten beiden Stationen und ob etwas heraussticht. Deine Aufgabe ist es, diesen ersten Blick leicht zu machen.</p>',
        '<h3>Eine Seite, klare Reihenfolge</h3>',
        '<p>Bleib bei einer Seite. Während des Studiums kommt die Ausbildung zuerst, dann die Erfahrung, dann Fähigkeiten und Interessen. Verwende eine Schrift, klare Überschriften und überall dasselbe Datumsformat. Ob ein Foto erwartet wird, hängt vom Land ab: In Deutschland ist es üblich, in Großbritannien und Irland nicht.</p>',
        '<h3>Ergebnisse statt Aufgaben</h3>',
        '<p>Beginne jeden Punkt mit einem Verb und ende mit einem Ergebnis: „Karrieremesse für 400 Studierende mit 12 Unternehmen organisiert“ sagt mehr als „Zuständig für Veranstaltungen“. Zahlen zeigen, wie groß das war, was du getan hast.</p>',
        '<h3>Passe ihn an die Stelle an</h3>',
        '<p>Lies die Stellenanzeige und stell die passendste Erfahrung nach oben. Ein Amt in einer Hochschulgruppe, ein Nebenjob oder ein Ranking in einer Challenge zählen, wenn sie die gesuchten Fähigkeiten zeigen. Lass zum Schluss jemanden auf Tippfehler lesen: Ein Fehler kann den ersten Blick beenden.</p>',
      ],
    },
    fr: {
      title: 'Un CV qui se fait lire : une page, des résultats concrets',
      description: 'Les recruteurs parcourent un CV en quelques secondes avant de décider de le lire. Faites compter ces secondes.',
      body: [
        '<p>Pour un seul programme jeunes diplômés, un recruteur peut voir des centaines de CV. Le premier regard est bref : nom, université, les deux dernières expériences et ce qui ressort. Votre rôle est de rendre ce premier regard facile.</p>',
        '<h3>Une page, un ordre clair</h3>',
        '<p>Tenez-vous-en à une page. Pendant vos études, placez la formation en premier, puis l’expérience, puis les compétences et centres d’intérêt. Utilisez une seule police, des titres clairs et le même format de date partout. La photo dépend des usages du pays : courante en France, elle est à éviter au Royaume-Uni et en Irlande.</p>',
        '<h3>Des résultats, pas des tâches</h3>',
        '<p>Commencez chaque point par un verbe et terminez-le par un résultat : « Organisé un forum carrières pour 400 étudiants avec 12 entreprises » en dit plus que « Responsable des événements ». Les chiffres aident le lecteur à mesurer ce que vous avez fait.</p>',
        '<h3>Adaptez-le au poste</h3>',
        '<p>Lisez l’offre et remontez l’expérience la plus pertinente. Un rôle dans une association, un job étudiant ou un classement à un challenge comptent s’ils montrent les compétences recherchées. Enfin, faites relire votre CV : une seule faute peut mettre fin au premier regard.</p>',
      ],
    },
    pl: {
      title: 'CV, które ktoś przeczyta: jedna strona, konkretne wyniki',
      description: 'Rekruterzy przeglądają CV w kilka sekund, zanim zdecydują się je przeczytać. Wykorzystaj te sekundy.',
      body: [
        '<p>Na jeden program dla absolwentów rekruter może dostać setki CV. Pierwsze spojrzenie jest krótkie: imię i nazwisko, uczelnia, dwa ostatnie doświadczenia i to, czy coś się wyróżnia. Twoim zadaniem jest ułatwić to pierwsze spojrzenie.</p>',
        '<h3>Jedna strona, jasny układ</h3>',
        '<p>Zmieść się na jednej stronie. W trakcie studiów zacznij od wykształcenia, potem doświadczenie, na końcu umiejętności i zainteresowania. Używaj jednej czcionki, czytelnych nagłówków i wszędzie tego samego formatu dat. Zdjęcie zależy od zwyczajów kraju: w Polsce bywa mile widziane, w Wielkiej Brytanii i Irlandii lepiej go nie dodawać.</p>',
        '<h3>Wyniki zamiast obowiązków</h3>',
        '<p>Zaczynaj każdy punkt od czasownika i kończ wynikiem: „Zorganizowałem targi pracy dla 400 studentów z udziałem 12 firm” mówi więcej niż „Odpowiedzialny za wydarzenia”. Liczby pokazują skalę tego, co zrobiłeś.</p>',
        '<h3>Dopasuj je do stanowiska</h3>',
        '<p>Przeczytaj ogłoszenie i przesuń najbardziej pasujące doświadczenie na górę. Funkcja w kole naukowym, praca dorywcza czy wynik w rankingowym wyzwaniu się liczą, jeśli pokazują umiejętności, których szuka firma. Na koniec poproś kogoś o sprawdzenie literówek: jeden błąd może zakończyć pierwsze spojrzenie.</p>',
      ],
    },
    es: {
      title: 'Un CV que se lee: una página, resultados reales',
      description: 'Los reclutadores ojean un CV en segundos antes de decidir si lo leen. Haz que esos segundos cuenten.',
      body: [
        '<p>Para un solo programa de graduados, un reclutador puede ver cientos de CV. El primer vistazo es breve: nombre, universidad, las dos últimas experiencias y si algo destaca. Tu trabajo es hacer fácil ese primer vistazo.</p>',
        '<h3>Una página, un orden claro</h3>',
        '<p>Limítate a una página. Mientras estudias, pon primero la formación, luego la experiencia y después las habilidades e intereses. Usa una sola fuente, títulos claros y el mismo formato de fecha en todo el documento. La foto depende de la costumbre de cada país: en España es habitual, en el Reino Unido e Irlanda no.</p>',
        '<h3>Resultados, no tareas</h3>',
        '<p>Empieza cada punto con un verbo y termínalo con un resultado: «Organicé una feria de empleo para 400 estudiantes con 12 empresas» dice más que «Responsable de eventos». Las cifras ayudan a ver el tamaño de lo que hiciste.</p>',
        '<h3>Adáptalo al puesto</h3>',
        '<p>Lee la oferta y sube la experiencia más relevante. Un cargo en una asociación, un trabajo a tiempo parcial o un buen puesto en un reto con ranking cuentan si muestran las habilidades que pide la empresa. Por último, pide a alguien que lo revise: una sola errata puede acabar con el primer vistazo.</p>',
      ],
    },
    it: {
      title: 'Un CV che viene letto: una pagina, risultati concreti',
      description: 'I recruiter scorrono un CV in pochi secondi prima di decidere se leggerlo. Fai contare quei secondi.',
      body: [
        '<p>Per un solo programma per neolaureati un recruiter può ricevere centinaia di CV. Il primo sguardo è breve: nome, università, le ultime due esperienze e se qualcosa spicca. Il tuo compito è rendere facile quel primo sguardo.</p>',
        '<h3>Una pagina, un ordine chiaro</h3>',
        '<p>Resta su una pagina. Finché studi, metti prima la formazione, poi l’esperienza, poi competenze e interessi. Usa un solo carattere, titoli chiari e lo stesso formato di data ovunque. La foto dipende dalle usanze del Paese: in Italia è comune, nel Regno Unito e in Irlanda è meglio evitarla.</p>',
        '<h3>Risultati, non mansioni</h3>',
        '<p>Inizia ogni punto con un verbo e chiudilo con un risultato: «Organizzato un career day per 400 studenti con 12 aziende» dice più di «Responsabile degli eventi». I numeri aiutano chi legge a capire la portata di ciò che hai fatto.</p>',
        '<h3>Adattalo al ruolo</h3>',
        '<p>Leggi l’annuncio e sposta in alto l’esperienza più pertinente. Un ruolo in un’associazione, un lavoro part-time o un buon piazzamento in una challenge con classifica contano se mostrano le competenze richieste. Infine, fai rileggere il CV a qualcuno: un solo refuso può chiudere il primo sguardo.</p>',
      ],
    },
  },
};
