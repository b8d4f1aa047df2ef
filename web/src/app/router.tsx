import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, studentRedirectPaths } from '../config/paths.ts';
import { RedirectSignedIn } from './guards/redirect-signed-in.tsx';
import { RequireKind } from './guards/require-kind.tsx';
import { StudentRedirect } from './routes/student-redirect.tsx';
import { withTexts } from '../lib/text-groups.ts';

// One chunk per screen: opening a screen pays for the shell, this table and that screen.
const RegisterRoute = lazy(withTexts(['legal', 'onboarding', 'otpInput'], () => import('./routes/register.tsx')));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password.tsx'));
const RecoverRoute = lazy(() => import('./routes/recover.tsx'));
const UnlockRoute = lazy(() => import('./routes/unlock.tsx'));
const AnnouncementUnsubscribeRoute = lazy(withTexts(['ccComms'], () => import('./routes/announcement-unsubscribe.tsx')));
const CodeLinkRoute = lazy(() => import('./routes/code-link.tsx'));
const StudentRoute = lazy(withTexts(['challenges', 'dashboard', 'feed', 'jobs', 'onboarding', 'rank', 'student'], () => import('./routes/student.tsx')));
const StudentSettingsRoute = lazy(withTexts(['analytics', 'ccComms', 'challenges', 'jobs', 'messaging', 'rank', 'reminderSettings', 'settings', 'talentPool'], () => import('./routes/student-settings.tsx')));
const StudentOnboardingRoute = lazy(withTexts(['onboarding'], () => import('./routes/student-onboarding.tsx')));
const StudentEventRoute = lazy(() => import('./routes/student-event.tsx'));
const StudentTicketRoute = lazy(() => import('./routes/student-ticket.tsx'));
const DevMailboxRoute = lazy(withTexts(['mailbox'], () => import('./routes/dev-mailbox.tsx')));
// Legal pages (issue 10): one chunk for the four; each text in each language loads as its own chunk.
const TermsRoute = lazy(withTexts(['legal'], () => import('./routes/legal.tsx').then((m) => ({ default: m.TermsRoute }))));
const PrivacyRoute = lazy(withTexts(['legal'], () => import('./routes/legal.tsx').then((m) => ({ default: m.PrivacyRoute }))));
const CookieRoute = lazy(withTexts(['legal'], () => import('./routes/legal.tsx').then((m) => ({ default: m.CookieRoute }))));
const GuidelinesRoute = lazy(withTexts(['legal'], () => import('./routes/legal.tsx').then((m) => ({ default: m.GuidelinesRoute }))));
const AccessibilityRoute = lazy(withTexts(['legal'], () => import('./routes/legal.tsx').then((m) => ({ default: m.AccessibilityRoute }))));
const GoogleCallbackRoute = lazy(() => import('./routes/social-callback.tsx').then((m) => ({ default: m.GoogleCallbackRoute })));
const LinkedinCallbackRoute = lazy(() => import('./routes/social-callback.tsx').then((m) => ({ default: m.LinkedinCallbackRoute })));
// Career centers, student organisations, admin (issue 8)
const CcRegisterRoute = lazy(withTexts(['careerCenter', 'otpInput'], () => import('./routes/cc-register.tsx')));
const CcLoginRoute = lazy(withTexts(['careerCenter'], () => import('./routes/cc-login.tsx')));
const CcForgotPasswordRoute = lazy(() => import('./routes/cc-forgot-password.tsx'));
const CcRecoverRoute = lazy(() => import('./routes/cc-recover.tsx'));
const CcRegisterLinkedinRoute = lazy(withTexts(['careerCenter'], () => import('./routes/cc-linkedin.tsx').then((m) => ({ default: m.CcRegisterLinkedinRoute }))));
const CcLoginLinkedinRoute = lazy(withTexts(['careerCenter'], () => import('./routes/cc-linkedin.tsx').then((m) => ({ default: m.CcLoginLinkedinRoute }))));
const CcDashboardRoute = lazy(withTexts(['careerCenter', 'ccComms', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'rank', 'schoolGate', 'siteToolkit', 'talentPool', 'visibility', 'webinarTeams'], () => import('./routes/cc-dashboard.tsx')));
const SoRegisterRoute = lazy(withTexts(['legal', 'onboarding', 'otpInput'], () => import('./routes/so-register.tsx')));
const SoCreateOrganisationRoute = lazy(withTexts(['studentOrg'], () => import('./routes/so-create-organisation.tsx')));
const SoDashboardRoute = lazy(withTexts(['careerCenter', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'sponsors', 'studentOrg', 'visibility'], () => import('./routes/so-dashboard.tsx')));
const SoTeamRoute = lazy(withTexts(['careerCenter', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'studentOrg', 'visibility'], () => import('./routes/so-team.tsx')));
const SoSocietyRoute = lazy(withTexts(['documents', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'studentOrg', 'visibility'], () => import('./routes/so-society.tsx')));
// Career centers' and student organisations' events and jobs (issue 13): the employer's screens, by host kind
const HostAreaScreen = lazy(withTexts(['contentLanguages', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'interviews', 'jobs', 'pipeline', 'rank', 'richText', 'schoolGate', 'timeZonePicker', 'visibility'], () => import('./routes/host-area-screen.tsx')));
const AdminEntryRoute = lazy(withTexts(['admin', 'messaging', 'richText'], () => import('./routes/admin-entry.tsx')));
// Employers and invitations (issue 8)
const EmployerRegisterRoute = lazy(withTexts(['employer', 'otpInput'], () => import('./routes/employer-register.tsx')));
const EmployerRegisterVerifyRoute = lazy(withTexts(['employer', 'otpInput'], () => import('./routes/employer-register-verify.tsx')));
const EmployerLoginRoute = lazy(withTexts(['employer'], () => import('./routes/employer-login.tsx')));
const EmployerForgotPasswordRoute = lazy(() => import('./routes/employer-forgot-password.tsx'));
const EmployerRecoverRoute = lazy(() => import('./routes/employer-recover.tsx'));
const EmployerCreateCompanyRoute = lazy(withTexts(['company', 'employer'], () => import('./routes/employer-create-company.tsx')));
const EmployerChooseRoleRoute = lazy(withTexts(['employer'], () => import('./routes/employer-choose-role.tsx')));
const EmployerConfirmRoleRoute = lazy(withTexts(['employer'], () => import('./routes/employer-confirm-role.tsx')));
const EmployerDashboardRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'sponsors', 'talentPool'], () => import('./routes/employer-dashboard.tsx')));
const EmployerTeamRoute = lazy(withTexts(['analytics', 'careerCenter', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-team.tsx')));
const EmployerSettingsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-settings.tsx')));
// Jobs (issue 11)
const JobRoute = lazy(withTexts(['company', 'documents', 'jobs'], () => import('./routes/job.tsx')));
const StudentApplicationsRoute = lazy(withTexts(['company', 'jobs', 'interviews'], () => import('./routes/student-applications.tsx')));
const EmployerJobPostsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostDirectory', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-job-posts.tsx')));
const EmployerJobDetailsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'interviews', 'jobs', 'messaging', 'pipeline', 'rank', 'schoolGate', 'settings', 'talentPool', 'timeZonePicker'], () => import('./routes/employer-job-details.tsx')));
const EmployerCreateJobRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'contentLanguages', 'employer', 'hostedEvents', 'jobs', 'messaging', 'richText', 'settings', 'talentPool', 'visibility'], () => import('./routes/employer-create-job.tsx')));
const EmployerEditJobRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'contentLanguages', 'employer', 'hostedEvents', 'jobs', 'messaging', 'richText', 'settings', 'talentPool', 'visibility'], () => import('./routes/employer-edit-job.tsx')));
// Events authored by their host (issue 11)
const EmployerEventsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostDirectory', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-events.tsx')));
const EmployerEventDetailsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'schoolGate', 'settings', 'talentPool'], () => import('./routes/employer-event-details.tsx')));
const EmployerCreateEventRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'contentLanguages', 'employer', 'hostedEvents', 'jobs', 'messaging', 'richText', 'settings', 'talentPool', 'timeZonePicker', 'visibility'], () => import('./routes/employer-create-event.tsx')));
const EmployerEditEventRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'contentLanguages', 'employer', 'hostedEvents', 'jobs', 'messaging', 'richText', 'settings', 'talentPool', 'timeZonePicker', 'visibility'], () => import('./routes/employer-edit-event.tsx')));
// The company page, its editor and the setup checklist (issue 11)
const CompanyPublicRoute = lazy(withTexts(['company', 'employer', 'jobs', 'messaging'], () => import('./routes/company-public.tsx')));
const EmployerCompanyRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-company.tsx')));
const EmployerCompanyEditRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-company-edit.tsx')));
const EmployerProgressRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-progress.tsx')));
const InvitationLandingRoute = lazy(withTexts(['invitation'], () => import('./routes/invitation-landing.tsx')));
const InvitationCreateProfileRoute = lazy(withTexts(['invitation'], () => import('./routes/invitation-create-profile.tsx')));
const InvitationMalformedRoute = lazy(withTexts(['invitation'], () => import('./routes/invitation-malformed.tsx')));
// Ranked challenges (issue 12)
const ChallengeRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenge.tsx')));
const ChallengesByRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenges-by.tsx')));
const ChallengeInviteRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenge-invite.tsx')));
const ChallengePreviewRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/challenge-preview.tsx')));
const ChallengeAttemptRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenge-attempt.tsx')));
const ChallengeResultRoute = lazy(withTexts(['challengeLearning', 'challenges', 'rank'], () => import('./routes/challenge-result.tsx')));
const StudentCertificateRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/student-certificate.tsx')));
const FindRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenge-find.tsx').then((m) => ({ default: m.FindRoute }))));
const CareerCenterFindRoute = lazy(withTexts(['challenges', 'rank'], () => import('./routes/challenge-find.tsx').then((m) => ({ default: m.CareerCenterFindRoute }))));
const NewChallengeRoute = lazy(withTexts(['analytics', 'challengeLearning', 'challenges', 'company', 'contentLanguages', 'documents', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'richText', 'settings', 'talentPool'], () => import('./routes/employer-challenge-builder.tsx').then((m) => ({ default: m.NewChallengeRoute }))));
const EditChallengeRoute = lazy(withTexts(['analytics', 'challengeLearning', 'challenges', 'company', 'contentLanguages', 'documents', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'richText', 'settings', 'talentPool'], () => import('./routes/employer-challenge-builder.tsx').then((m) => ({ default: m.EditChallengeRoute }))));
const EmployerChallengesRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-challenges.tsx')));
const EmployerChallengeDetailsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'schoolGate', 'settings', 'talentPool'], () => import('./routes/employer-challenge-details.tsx')));
const EmployerAnalyticsRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool'], () => import('./routes/employer-analytics.tsx')));
// The public site (issue 15): one chunk for its pages with their shared words (each page's own words and each widget's
// are key groups of their own, fetched by the page), one for the magazine's list and one for its articles.
const PublicSiteRoute = lazy(withTexts(['site'], () => import('./routes/public-site.tsx')));
const PublicSiteEventsRoute = lazy(withTexts(['site'], () => import('./routes/public-site-events.tsx')));
const MagazineRoute = lazy(withTexts(['site', 'siteMagazine'], () => import('./routes/magazine.tsx').then((m) => ({ default: m.MagazineListRoute }))));
const MagazineArticleRoute = lazy(withTexts(['site', 'siteMagazine'], () => import('./routes/magazine-article.tsx').then((m) => ({ default: m.MagazineArticleRoute }))));
// Messaging (issue 14): one chunk for the three inboxes.
const EmployerChatRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool', 'visibility'], () => import('./routes/messaging.tsx').then((m) => ({ default: m.EmployerChatRoute }))));
const SocietyChatRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool', 'visibility'], () => import('./routes/messaging.tsx').then((m) => ({ default: m.SocietyChatRoute }))));
const StudentMessagesRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'messaging', 'settings', 'talentPool', 'visibility'], () => import('./routes/messaging.tsx').then((m) => ({ default: m.StudentMessagesRoute }))));
// The talent pool (issue 14): one chunk for its screens.
const EmployerTalentPoolRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-talent-pool.tsx').then((m) => ({ default: m.EmployerTalentPoolRoute }))));
const EmployerShortListRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-talent-pool.tsx').then((m) => ({ default: m.EmployerShortListRoute }))));
const EmployerTargetSchoolRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-talent-pool.tsx').then((m) => ({ default: m.EmployerTargetSchoolRoute }))));
const EmployerTalentUserRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-talent-pool.tsx').then((m) => ({ default: m.EmployerTalentUserRoute }))));
const EmployerTalentLinkRoute = lazy(withTexts(['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'], () => import('./routes/employer-talent-pool.tsx').then((m) => ({ default: m.EmployerTalentLinkRoute }))));

/**
 * The routing table of every screen but the entry screens (entry-routes.tsx renders it, inside the root layout, for
 * any path it does not match itself). Declarative mode (no data router): nothing here uses loaders or actions, and it
 * keeps ≈10 KB gz of react-router out of the first screen. Render errors are caught by AppErrorBoundary around it.
 */
export default function AreaRoutes() {
  return (
    <Routes>
      <Route>
        <Route path={paths.job.path} element={<JobRoute />} />
        <Route path={paths.company.path} element={<CompanyPublicRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.privacy.path} element={<PrivacyRoute />} />
        <Route path={paths.cookie.path} element={<CookieRoute />} />
        <Route path={paths.guidelines.path} element={<GuidelinesRoute />} />
        <Route path={paths.accessibility.path} element={<AccessibilityRoute />} />
        {/* The public site (issue 15) */}
        <Route path={paths.publicSite.employer.path} element={<PublicSiteRoute id="employer" />} />
        <Route path={paths.publicSite.employerPricing.path} element={<PublicSiteRoute id="employerPricing" />} />
        <Route path={paths.publicSite.employerDei.path} element={<PublicSiteRoute id="employerDei" />} />
        <Route path={paths.publicSite.employerChallenges.path} element={<PublicSiteRoute id="employerChallenges" />} />
        <Route path={paths.publicSite.employerEvents.path} element={<PublicSiteEventsRoute id="employerEvents" />} />
        <Route path={paths.publicSite.employerAnalytics.path} element={<PublicSiteRoute id="employerAnalytics" />} />
        <Route path={paths.publicSite.employerMessenger.path} element={<PublicSiteRoute id="employerMessenger" />} />
        <Route path={paths.publicSite.employerJobPosts.path} element={<PublicSiteRoute id="employerJobPosts" />} />
        <Route path={paths.publicSite.employerSupport.path} element={<PublicSiteRoute id="employerSupport" />} />
        <Route path={paths.publicSite.employerTour.path} element={<PublicSiteRoute id="employerTour" />} />
        <Route path={paths.publicSite.careerCenters.path} element={<PublicSiteRoute id="careerCenters" />} />
        <Route path={paths.publicSite.careerCentersToolkit.path} element={<PublicSiteRoute id="careerCentersToolkit" />} />
        <Route path={paths.publicSite.careerCentersWebinars.path} element={<PublicSiteEventsRoute id="careerCentersWebinars" />} />
        <Route path={paths.publicSite.careerCenterContact.path} element={<PublicSiteRoute id="careerCenterContact" />} />
        <Route path={paths.publicSite.studentOrganisations.path} element={<PublicSiteRoute id="studentOrganisations" />} />
        <Route path={paths.publicSite.corporateTrack.path} element={<PublicSiteRoute id="corporateTrack" />} />
        <Route path={paths.publicSite.innovationTrack.path} element={<PublicSiteRoute id="innovationTrack" />} />
        <Route path={paths.publicSite.foundersHub.path} element={<PublicSiteRoute id="foundersHub" />} />
        <Route path={paths.publicSite.contact.path} element={<PublicSiteRoute id="contact" />} />
        <Route path={paths.publicSite.support.path} element={<PublicSiteRoute id="support" />} />
        <Route path={paths.magazine.list.path} element={<MagazineRoute />} />
        <Route path={paths.magazine.article.path} element={<MagazineArticleRoute />} />

        <Route element={<RedirectSignedIn />}>
          <Route path={paths.register.path} element={<RegisterRoute />} />
          <Route path={paths.studentRegister.path} element={<RegisterRoute />} />
        </Route>
        <Route path={paths.registerLinkedin.path} element={<LinkedinCallbackRoute />} />
        <Route path={paths.registerGoogle.path} element={<GoogleCallbackRoute />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.recover.path} element={<RecoverRoute />} />
        <Route path={paths.unlock.path} element={<UnlockRoute />} />
        <Route path={paths.announcementUnsubscribe.path} element={<AnnouncementUnsubscribeRoute />} />
        <Route path={paths.codeLink.path} element={<CodeLinkRoute />} />

        <Route element={<RequireKind kind="student" login={paths.login.href()} />}>
          <Route path={paths.student.path} element={<StudentRoute />} />
          <Route path={paths.studentSettings.path} element={<StudentSettingsRoute />} />
          <Route path={paths.studentOnboarding.path} element={<StudentOnboardingRoute />} />
          <Route path={paths.studentEvent.path} element={<StudentEventRoute />} />
          <Route path={paths.studentTicket.path} element={<StudentTicketRoute />} />
          <Route path={paths.studentApplications.path} element={<StudentApplicationsRoute />} />
          <Route path={paths.studentMessages.path} element={<StudentMessagesRoute />} />
          <Route path={paths.challenges.attempt.path} element={<ChallengeAttemptRoute />} />
          <Route path={paths.challenges.result.path} element={<ChallengeResultRoute />} />
          <Route path={paths.challenges.certificate.path} element={<StudentCertificateRoute />} />
          {studentRedirectPaths.map((path) => (
            <Route key={path} path={path} element={<StudentRedirect path={path} />} />
          ))}
        </Route>

        {/* Career centers (issue 8) */}
        <Route element={<RedirectSignedIn />}>
          <Route path={paths.careerCenterArea.register.path} element={<CcRegisterRoute />} />
          <Route path={paths.careerCenterArea.login.path} element={<CcLoginRoute />} />
          <Route path={paths.careerCenterArea.registerLinkedin.path} element={<CcRegisterLinkedinRoute />} />
          <Route path={paths.careerCenterArea.loginLinkedin.path} element={<CcLoginLinkedinRoute />} />
        </Route>
        <Route path={paths.careerCenterArea.forgotPassword.path} element={<CcForgotPasswordRoute />} />
        <Route path={paths.careerCenterArea.recover.path} element={<CcRecoverRoute />} />
        <Route element={<RequireKind kind="career_center" login={paths.careerCenterArea.login.href()} />}>
          <Route path={paths.careerCenterArea.dashboard.path} element={<CcDashboardRoute />} />
          <Route path={paths.careerCenterArea.events.path} element={<HostAreaScreen kind="career_center" screen="events" />} />
          <Route path={paths.careerCenterArea.eventDetails.path} element={<HostAreaScreen kind="career_center" screen="eventDetails" />} />
          <Route path={paths.careerCenterArea.createEvent.path} element={<HostAreaScreen kind="career_center" screen="createEvent" />} />
          <Route path={paths.careerCenterArea.editEvent.path} element={<HostAreaScreen kind="career_center" screen="editEvent" />} />
          <Route path={paths.careerCenterArea.jobPosts.path} element={<HostAreaScreen kind="career_center" screen="jobPosts" />} />
          <Route path={paths.careerCenterArea.jobDetails.path} element={<HostAreaScreen kind="career_center" screen="jobDetails" />} />
          <Route path={paths.careerCenterArea.createJob.path} element={<HostAreaScreen kind="career_center" screen="createJob" />} />
          <Route path={paths.careerCenterArea.editJob.path} element={<HostAreaScreen kind="career_center" screen="editJob" />} />
          <Route path={paths.careerCenterArea.documents.path} element={<HostAreaScreen kind="career_center" screen="documents" />} />
          <Route path={paths.careerCenterArea.companySearch.path} element={<HostAreaScreen kind="career_center" screen="companySearch" />} />
          <Route path={paths.careerCenterArea.company.path} element={<HostAreaScreen kind="career_center" screen="company" />} />
        </Route>

        {/* Student organisations (issue 8): students who run them */}
        <Route element={<RedirectSignedIn homes={{ student: paths.studentOrgArea.create.href() }} />}>
          <Route path={paths.studentOrgArea.register.path} element={<SoRegisterRoute />} />
        </Route>
        <Route element={<RequireKind kind="student" login={paths.login.href()} />}>
          <Route path={paths.studentOrgArea.create.path} element={<SoCreateOrganisationRoute />} />
        </Route>
        <Route element={<RequireKind kind="student" login={paths.studentOrgArea.login.href()} />}>
          <Route path={paths.studentOrgArea.dashboard.path} element={<SoDashboardRoute />} />
          <Route path={paths.studentOrgArea.events.path} element={<HostAreaScreen kind="student_organisation" screen="events" />} />
          <Route path={paths.studentOrgArea.eventDetails.path} element={<HostAreaScreen kind="student_organisation" screen="eventDetails" />} />
          <Route path={paths.studentOrgArea.createEvent.path} element={<HostAreaScreen kind="student_organisation" screen="createEvent" />} />
          <Route path={paths.studentOrgArea.editEvent.path} element={<HostAreaScreen kind="student_organisation" screen="editEvent" />} />
          <Route path={paths.studentOrgArea.jobPosts.path} element={<HostAreaScreen kind="student_organisation" screen="jobPosts" />} />
          <Route path={paths.studentOrgArea.jobDetails.path} element={<HostAreaScreen kind="student_organisation" screen="jobDetails" />} />
          <Route path={paths.studentOrgArea.createJob.path} element={<HostAreaScreen kind="student_organisation" screen="createJob" />} />
          <Route path={paths.studentOrgArea.editJob.path} element={<HostAreaScreen kind="student_organisation" screen="editJob" />} />
          <Route path={paths.studentOrgArea.documents.path} element={<HostAreaScreen kind="student_organisation" screen="documents" />} />
          <Route path={paths.studentOrgArea.chat.path} element={<SocietyChatRoute />} />
          <Route path={paths.studentOrgArea.companySearch.path} element={<HostAreaScreen kind="student_organisation" screen="companySearch" />} />
          <Route path={paths.studentOrgArea.company.path} element={<HostAreaScreen kind="student_organisation" screen="company" />} />
          <Route path={paths.studentOrgArea.otherOrganizations.path} element={<HostAreaScreen kind="student_organisation" screen="otherOrganizations" />} />
          <Route path={paths.studentOrgArea.organization.path} element={<SoSocietyRoute />} />
          <Route path={paths.studentOrgArea.team.path} element={<SoTeamRoute />} />
        </Route>

        {/* Employers (issue 8) */}
        <Route element={<RedirectSignedIn />}>
          <Route path={paths.employerArea.register.path} element={<EmployerRegisterRoute />} />
          <Route path={paths.employerArea.login.path} element={<EmployerLoginRoute />} />
        </Route>
        {/* The code screen stays reachable while the new session starts (it then offers to join a matching company). */}
        <Route path={paths.employerArea.verify.path} element={<EmployerRegisterVerifyRoute />} />
        <Route path={paths.employerArea.forgotPassword.path} element={<EmployerForgotPasswordRoute />} />
        <Route path={paths.employerArea.recover.path} element={<EmployerRecoverRoute />} />
        <Route path={paths.employerArea.success.path} element={<Navigate to={paths.employerArea.login.href()} replace />} />
        <Route element={<RequireKind kind="employer" login={paths.employerArea.login.href()} />}>
          <Route path={paths.employerArea.createCompany.path} element={<EmployerCreateCompanyRoute />} />
          <Route path={paths.employerArea.chooseRole.path} element={<EmployerChooseRoleRoute />} />
          <Route path={paths.employerArea.confirmRole.path} element={<EmployerConfirmRoleRoute />} />
          <Route path={paths.employerArea.dashboard.path} element={<EmployerDashboardRoute />} />
          <Route path={paths.employerArea.team.path} element={<EmployerTeamRoute />} />
          <Route path={paths.employerArea.chat.path} element={<EmployerChatRoute />} />
          <Route path={paths.employerArea.talentPool.path} element={<EmployerTalentPoolRoute />} />
          <Route path={paths.employerArea.shortList.path} element={<EmployerShortListRoute />} />
          <Route path={paths.employerArea.targetSchool.path} element={<EmployerTargetSchoolRoute />} />
          <Route path={paths.employerArea.talentUser.path} element={<EmployerTalentUserRoute />} />
          <Route path={paths.employerArea.talentLink.path} element={<EmployerTalentLinkRoute />} />
          <Route path={paths.employerArea.settings.path} element={<EmployerSettingsRoute />} />
          <Route path={paths.employerArea.jobPosts.path} element={<EmployerJobPostsRoute />} />
          <Route path={paths.employerArea.jobDetails.path} element={<EmployerJobDetailsRoute />} />
          <Route path={paths.employerArea.createJob.path} element={<EmployerCreateJobRoute />} />
          <Route path={paths.employerArea.companyPage.path} element={<EmployerCompanyRoute />} />
          <Route path={paths.employerArea.editCompany.path} element={<EmployerCompanyEditRoute />} />
          <Route path={paths.employerArea.progress.path} element={<EmployerProgressRoute />} />
          <Route path={paths.employerArea.events.path} element={<EmployerEventsRoute />} />
          <Route path={paths.employerArea.eventDetails.path} element={<EmployerEventDetailsRoute />} />
          <Route path={paths.employerArea.createEvent.path} element={<EmployerCreateEventRoute />} />
          <Route path={paths.employerArea.editEvent.path} element={<EmployerEditEventRoute />} />
          <Route path={paths.challenges.create.path} element={<NewChallengeRoute />} />
          <Route path={paths.challenges.edit.path} element={<EditChallengeRoute />} />
          <Route path={paths.challenges.list.path} element={<EmployerChallengesRoute />} />
          <Route path={paths.challenges.details.path} element={<EmployerChallengeDetailsRoute />} />
          <Route path={paths.employerArea.analytics.path} element={<EmployerAnalyticsRoute screen="overview" />} />
          <Route path={paths.employerArea.analyticsDiversity.path} element={<EmployerAnalyticsRoute screen="diversity" />} />
          <Route path={paths.employerArea.analyticsItem.path} element={<EmployerAnalyticsRoute screen="item" />} />
          {/* Screens of later issues: the dashboard until they exist. */}
          <Route path={`${paths.employerArea.dashboard.path}/*`} element={<Navigate to={paths.employerArea.dashboard.href()} replace />} />
        </Route>
        {/* Spec §2/§6: /edit/job has no guard in the browser (the screen asks non-employers to sign in; the API refuses them). */}
        <Route path={paths.employerArea.editJob.path} element={<EmployerEditJobRoute />} />
        {/* Spec §6: /new/challenge has no guard in the browser; /preview asks visitors to sign in (the API decides). */}
        <Route path={paths.challenges.new.path} element={<NewChallengeRoute />} />
        <Route path={paths.challenges.preview.path} element={<ChallengePreviewRoute />} />
        <Route path={paths.challenges.page.path} element={<ChallengeRoute />} />
        <Route path={paths.challenges.byProduct.path} element={<ChallengesByRoute />} />
        <Route path={paths.challenges.invite.path} element={<ChallengeInviteRoute />} />
        <Route path={paths.challenges.find.path} element={<FindRoute />} />
        <Route path={paths.challenges.careerCenterFind.path} element={<CareerCenterFindRoute />} />
        <Route path={paths.invitation.landing.path} element={<InvitationLandingRoute />} />
        <Route path={paths.invitation.createProfile.path} element={<InvitationCreateProfileRoute />} />
        {paths.invitation.malformed.map(({ path }) => (
          <Route key={path} path={path} element={<InvitationMalformedRoute />} />
        ))}

        <Route path={paths.devMailbox.path} element={<DevMailboxRoute />} />
        {/* Unknown paths go to /, except the hidden admin path the API confirms (routes/admin-entry.tsx). */}
        <Route path="*" element={<AdminEntryRoute />} />
      </Route>
    </Routes>
  );
}
