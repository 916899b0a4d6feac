import { UPSTREAM_CALLS } from "~/contract/calls";
import type { WidgetSample } from "../types";
import type { ReportCardInput } from "~/contract/widgets/report-card";

export const reportCardSamples: WidgetSample<ReportCardInput>[] = [
  {
    title: "Data Analyst Fellowship, mid-programme report",
    data: {
      type: "REPORT_CARD",
      headerData: { textData: { text: "Your report card" } },
      learnerName: "Aditi Kulkarni",
      programme: "Data Analyst Fellowship, cohort 14",
      term: "Term 2: September to December 2026",
      overallGrade: "A-",
      overallScore: 84,
      attendance: { attended: 22, total: 24 },
      modules: [
        {
          title: "SQL for analysts",
          status: "COMPLETED",
          grade: "A",
          score: 91,
          assignments: [
            {
              title: "Joins and aggregations quiz",
              status: "GRADED",
              score: 18,
              maxScore: 20,
              dueDate: "2026-09-20T18:29:00Z",
            },
            {
              title: "E-commerce funnel analysis",
              status: "GRADED",
              score: 46,
              maxScore: 50,
              dueDate: "2026-10-04T18:29:00Z",
              feedback: "Clear cohort logic; add a note on how you treated refunds.",
            },
          ],
        },
        {
          title: "Dashboards with Power BI",
          status: "IN_PROGRESS",
          assignments: [
            {
              title: "Sales dashboard for a retail chain",
              status: "SUBMITTED",
              dueDate: "2026-11-28T18:29:00Z",
            },
            {
              title: "Data storytelling write-up",
              status: "LATE",
              score: 14,
              maxScore: 40,
              dueDate: "2026-11-14T18:29:00Z",
              feedback: "The story is there; the charts need labels and a clear takeaway.",
            },
          ],
        },
        { title: "Statistics for decision making", status: "NOT_STARTED" },
      ],
      remarks:
        "Aditi's SQL work is among the strongest in the cohort. Focus the next month on presenting findings: one chart, one message.",
      remarksBy: "Karthik Menon, mentor",
      buttons: [
        {
          buttonText: "Download report (PDF)",
          bgColorData: { bgKey: "secondary" },
          action: {
            type: "DOWNLOAD",
            uri: UPSTREAM_CALLS.certificateDownload.path,
            fileName: "report-card.pdf",
          },
        },
      ],
    },
  },
  {
    title: "Applied Generative AI Bootcamp, final grades",
    data: {
      type: "REPORT_CARD",
      programme: "Applied Generative AI Bootcamp",
      overallGrade: "Distinction",
      attendance: { attended: 15, total: 16 },
      passPercent: 50,
      modules: [
        {
          title: "Prompting and evaluation",
          status: "COMPLETED",
          score: 47,
          maxScore: 50,
          assignments: [
            {
              title: "Evaluation harness for a support bot",
              status: "GRADED",
              score: 47,
              maxScore: 50,
            },
          ],
        },
        {
          title: "Retrieval-augmented generation",
          status: "COMPLETED",
          score: 88,
          assignments: [
            { title: "RAG over course notes", status: "GRADED", score: 88 },
            { title: "Latency and cost report", status: "MISSING" },
          ],
        },
      ],
    },
  },
];
