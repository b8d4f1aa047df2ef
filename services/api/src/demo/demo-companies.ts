/** The demo hosts; slugs and logo paths match docs/events.md § Listing and the SPA's web/public images. */
export interface DemoCompany {
  slug: string;
  name: string;
  sector: 'finance' | 'law' | 'consulting' | 'startup';
  /** Its profile's industry (one of the closed list, @fast-track/shared/company-profile-rules) and size. */
  industry: string;
  size: string;
  country: string;
  /** Where its physical events usually happen (index into demoVenues). */
  homeVenues: readonly number[];
}

export const demoCompanies: readonly DemoCompany[] = [
  { slug: 'northbridge-capital', name: 'Northbridge Capital', sector: 'finance', industry: 'Investment Banking', size: '1001-5000', country: 'United Kingdom', homeVenues: [0, 1] },
  { slug: 'halden-voss', name: 'Halden & Voss LLP', sector: 'law', industry: 'Law', size: '201-1000', country: 'Netherlands', homeVenues: [2, 3] },
  { slug: 'meridian-consulting', name: 'Meridian Consulting Group', sector: 'consulting', industry: 'Consulting', size: '1001-5000', country: 'France', homeVenues: [4, 5] },
  { slug: 'alder-ventures', name: 'Alder Ventures', sector: 'startup', industry: 'Technology', size: '11-50', country: 'Germany', homeVenues: [6, 7] },
  { slug: 'kestrel-partners', name: 'Kestrel Partners', sector: 'finance', industry: 'Finance', size: '201-1000', country: 'Switzerland', homeVenues: [8, 1] },
  { slug: 'lumen-legal', name: 'Lumen Legal', sector: 'law', industry: 'Law', size: '51-200', country: 'Ireland', homeVenues: [9, 2] },
  { slug: 'corvid-strategy', name: 'Corvid Strategy', sector: 'consulting', industry: 'Consulting', size: '51-200', country: 'Italy', homeVenues: [10, 4] },
  { slug: 'tessellate-labs', name: 'Tessellate Labs', sector: 'startup', industry: 'Technology', size: '51-200', country: 'Poland', homeVenues: [11, 6] },
];

export const companyLogo = (slug: string): string => `/images/companies/${slug}.svg`;

export interface DemoVenue {
  label: string;
  lat: number | null;
  lng: number | null;
  placeId: string;
  timezone: string;
}

/** European venues; two carry only a map placeId (no coordinates), as some real listings do. */
export const demoVenues: readonly DemoVenue[] = [
  { label: '1 Canada Square, Canary Wharf, London', lat: 51.5049, lng: -0.0195, placeId: '', timezone: 'Europe/London' },
  { label: 'Taunusanlage 12, Frankfurt am Main', lat: 50.1136, lng: 8.6697, placeId: '', timezone: 'Europe/Berlin' },
  { label: 'Zuidas, Gustav Mahlerlaan 10, Amsterdam', lat: 52.3383, lng: 4.8736, placeId: '', timezone: 'Europe/Amsterdam' },
  { label: 'Rue de la Loi 57, Brussels', lat: 50.8443, lng: 4.3745, placeId: '', timezone: 'Europe/Brussels' },
  { label: 'Avenue des Champs-Élysées 52, Paris', lat: 48.8709, lng: 2.3047, placeId: '', timezone: 'Europe/Paris' },
  { label: 'Maximilianstraße 35, Munich', lat: 48.1392, lng: 11.5844, placeId: 'ChIJ2V-Mo_l1nkcRfZixfUq4DAE', timezone: 'Europe/Berlin' },
  { label: 'Factory Görlitzer Park, Berlin', lat: 52.4966, lng: 13.4425, placeId: '', timezone: 'Europe/Berlin' },
  { label: 'Calle de Serrano 41, Madrid', lat: null, lng: null, placeId: 'ChIJgTwKgJcpQg0RaSKMYcHeNsQ', timezone: 'Europe/Madrid' },
  { label: 'Bahnhofstrasse 45, Zürich', lat: 47.3713, lng: 8.5392, placeId: '', timezone: 'Europe/Zurich' },
  { label: 'Grand Canal Dock, Dublin', lat: 53.3396, lng: -6.2376, placeId: '', timezone: 'Europe/Dublin' },
  { label: 'Via Montenapoleone 8, Milan', lat: null, lng: null, placeId: 'ChIJ53USP0nBhkcRjQ50xhPN_zw', timezone: 'Europe/Rome' },
  { label: 'Varso Tower, Chmielna 73, Warsaw', lat: 52.2286, lng: 20.9986, placeId: '', timezone: 'Europe/Warsaw' },
];
