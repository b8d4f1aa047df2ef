import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { visibilityChoicesOf, type HostAreaKind } from '../../features/host-areas/components/host-area-kind.ts';
import { HostAreaGate } from './host-area-gate.tsx';
import { CompanyDirectoryPage } from '../../features/host-areas/components/company-directory-page.tsx';
import { CompanySearchPage } from '../../features/host-areas/components/company-search-page.tsx';
import { EmployerRelationship } from '../../features/career-center/components/employer-relationship.tsx';
import { EmployerJobsPanel } from '../../features/host-areas/components/employer-jobs-panel.tsx';
import { OtherSocietiesPage } from '../../features/host-areas/components/other-societies-page.tsx';
import { DocumentsPage } from '../../features/documents/components/documents-page.tsx';
import { CreateEventPage } from '../../features/hosted-events/components/create-event-page.tsx';
import { EditEventPage } from '../../features/hosted-events/components/edit-event-page.tsx';
import { EventDetailsPage } from '../../features/hosted-events/components/event-details-page.tsx';
import { EventsPage } from '../../features/hosted-events/components/events-page.tsx';
import { CreateJobPage } from '../../features/jobs/components/create-job-page.tsx';
import { EditJobPage } from '../../features/jobs/components/edit-job-page.tsx';
import { ProposeInterview } from '../../features/interviews/components/propose-interview.tsx';
import { JobDetailsPage } from '../../features/jobs/components/job-details-page.tsx';
import { JobPostsPage } from '../../features/jobs/components/job-posts-page.tsx';
import { setAppState, useAppState } from '../../lib/app-state.ts';

export type HostAreaScreenName =
  | 'events'
  | 'eventDetails'
  | 'createEvent'
  | 'editEvent'
  | 'jobPosts'
  | 'jobDetails'
  | 'createJob'
  | 'editJob'
  | 'documents'
  | 'companySearch'
  | 'company'
  | 'otherOrganizations';

/**
 * The events and jobs screens of a career center (/cc/…) or a student organisation (/so/…): the employer's own
 * screens and editors (features/hosted-events, features/jobs), given the host from HostAreaGate, the area's
 * navigation and paths, and the visibilities the host's kind may choose.
 */
export default function HostAreaScreen({ kind, screen }: { kind: HostAreaKind; screen: HostAreaScreenName }) {
  const navigate = useNavigate();
  const { selectedEvent, editJob } = useAppState();
  const { uniqueId = '', link = '' } = useParams();
  const area = kind === 'career_center' ? paths.careerCenterArea : paths.studentOrgArea;
  const visibilityChoices = visibilityChoicesOf(kind);
  const toEventDetails = (eventId: string) => {
    setAppState({ selectedEvent: eventId });
    void navigate(area.eventDetails.href());
  };
  const toEditEvent = (eventId: string) => {
    setAppState({ selectedEvent: eventId });
    void navigate(area.editEvent.href());
  };
  const toEditJob = (jobId: string) => {
    setAppState({ editJob: jobId });
    void navigate(area.editJob.href());
  };
  useEffect(() => {
    if (screen === 'jobDetails' && uniqueId) setAppState({ selectedJob: uniqueId });
  }, [screen, uniqueId]);

  return (
    <HostAreaGate kind={kind}>
      {({ organisationId, approved, nav, membership, myUniqueId }) => {
        switch (screen) {
          case 'documents':
            return <DocumentsPage organisationId={organisationId} nav={nav} myUniqueId={myUniqueId} myRole={membership.role} />;
          case 'events':
            return <EventsPage organisationId={organisationId} nav={nav} createHref={area.createEvent.href()} onDetails={toEventDetails} onEdit={toEditEvent} showVisibility />;
          case 'eventDetails':
            return (
              <EventDetailsPage
                organisationId={organisationId}
                approved={approved}
                eventId={selectedEvent}
                nav={nav}
                listHref={area.events.href()}
                publicHref={(link) => paths.event.href(link)}
                onEdit={toEditEvent}
              />
            );
          case 'createEvent':
            return (
              <CreateEventPage
                organisationId={organisationId}
                approved={approved}
                nav={nav}
                cancelHref={area.events.href()}
                visibilityChoices={visibilityChoices}
                afterSave={(event) => {
                  setAppState({ selectedEvent: event.uniqueId });
                  return area.eventDetails.href();
                }}
              />
            );
          case 'editEvent':
            return (
              <EditEventPage
                organisationId={organisationId}
                approved={approved}
                eventId={selectedEvent}
                nav={nav}
                listHref={area.events.href()}
                visibilityChoices={visibilityChoices}
                afterSave={(event) => {
                  setAppState({ selectedEvent: event.uniqueId });
                  return area.eventDetails.href();
                }}
              />
            );
          case 'jobPosts':
            return (
              <>
                <JobPostsPage organisationId={organisationId} nav={nav} createHref={area.createJob.href()} detailsHref={(jobId) => area.jobDetails.href(jobId)} onEdit={toEditJob} showVisibility />
                {kind === 'career_center' && <EmployerJobsPanel organisationId={organisationId} />}
              </>
            );
          case 'companySearch':
            return <CompanySearchPage kind={kind} organisationId={organisationId} nav={nav} companyHref={(l) => area.company.href(l)} />;
          case 'company':
            return (
              <CompanyDirectoryPage
                key={link}
                organisationId={organisationId}
                link={link}
                nav={nav}
                searchHref={area.companySearch.href()}
                relationship={kind === 'career_center' ? <EmployerRelationship organisationId={organisationId} link={link} /> : undefined}
              />
            );
          case 'otherOrganizations':
            return <OtherSocietiesPage organisationId={organisationId} nav={nav} societyHref={(l) => area.organization.href(l)} />;
          case 'jobDetails':
            return (
              <JobDetailsPage
                organisationId={organisationId}
                jobId={uniqueId}
                nav={nav}
                listHref={area.jobPosts.href()}
                onEdit={toEditJob}
                applicationExtra={(applicationId) => <ProposeInterview organisationId={organisationId} jobId={uniqueId} applicationId={applicationId} />}
              />
            );
          case 'createJob':
            return (
              <CreateJobPage
                organisationId={organisationId}
                nav={nav}
                cancelHref={area.jobPosts.href()}
                visibilityChoices={visibilityChoices}
                afterSave={(job) => {
                  setAppState({ selectedJob: job.uniqueId });
                  return area.jobDetails.href(job.uniqueId);
                }}
              />
            );
          case 'editJob':
            return (
              <EditJobPage
                organisationId={organisationId}
                jobId={editJob}
                nav={nav}
                listHref={area.jobPosts.href()}
                visibilityChoices={visibilityChoices}
                afterSave={(job) => area.jobDetails.href(job.uniqueId)}
              />
            );
        }
      }}
    </HostAreaGate>
  );
}
