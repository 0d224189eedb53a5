import type {
  Campaign,
  CampaignPreview,
  CampaignTarget,
  CreateCampaignBody,
} from '@eval/contracts/campaigns';
import type {
  RenderedMailPreview,
  TemplateContent,
  TemplateDetail,
  TemplateKind,
  TemplateSummary,
} from '@eval/contracts/mail-templates';
import { defineEndpoints } from '../../lib/api';

/** Reminder campaigns and mail templates (issue 18). */
export const campaignsApi = defineEndpoints((build) => ({
  getCampaigns: build.query<{ data: Campaign[]; count: number }, { page: number; size: number }>({
    query: (params) => ({ url: '/v15/campaigns', params }),
    providesTags: ['Campaign'],
  }),
  previewCampaign: build.mutation<CampaignPreview, CampaignTarget & { repeat?: boolean }>({
    query: (body) => ({ url: '/v15/campaigns/preview', method: 'POST', body }),
  }),
  createCampaign: build.mutation<Campaign, CreateCampaignBody>({
    query: (body) => ({ url: '/v15/campaigns', method: 'POST', body }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  cancelCampaign: build.mutation<Campaign, number>({
    query: (id) => ({ url: `/v15/campaigns/${id}/cancel`, method: 'POST' }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  retryCampaign: build.mutation<Campaign & { retried: number }, number>({
    query: (id) => ({ url: `/v15/campaigns/${id}/retry`, method: 'POST' }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  getMailTemplates: build.query<TemplateSummary[], undefined>({
    query: () => ({ url: '/v15/mail-templates' }),
    providesTags: ['MailTemplate'],
  }),
  getMailTemplate: build.query<TemplateDetail, number>({
    query: (id) => ({ url: `/v15/mail-templates/${id}` }),
    providesTags: ['MailTemplate'],
  }),
  saveMailTemplate: build.mutation<TemplateDetail, { id: number; content: TemplateContent }>({
    query: ({ id, content }) => ({
      url: `/v15/mail-templates/${id}`,
      method: 'PUT',
      body: content,
    }),
    invalidatesTags: ['MailTemplate'],
  }),
  restoreMailTemplate: build.mutation<TemplateDetail, { id: number; versionId: number }>({
    query: ({ id, versionId }) => ({
      url: `/v15/mail-templates/${id}/versions/${versionId}/restore`,
      method: 'POST',
    }),
    invalidatesTags: ['MailTemplate'],
  }),
  previewMailTemplate: build.mutation<
    { ES: RenderedMailPreview; CA: RenderedMailPreview },
    TemplateContent & { kind: TemplateKind }
  >({
    query: (body) => ({ url: '/v15/mail-templates/preview', method: 'POST', body }),
  }),
}));

export const {
  useGetCampaignsQuery,
  usePreviewCampaignMutation,
  useCreateCampaignMutation,
  useCancelCampaignMutation,
  useRetryCampaignMutation,
  useGetMailTemplatesQuery,
  useGetMailTemplateQuery,
  useSaveMailTemplateMutation,
  useRestoreMailTemplateMutation,
  usePreviewMailTemplateMutation,
} = campaignsApi;
