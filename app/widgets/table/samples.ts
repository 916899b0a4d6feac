import { UPSTREAM_CALLS } from "~/contract/calls";
import type { WidgetSample } from "../types";
import type { TableInput } from "~/contract/widgets/table";

const planColumns = [
  { key: "module", title: "Module" },
  { key: "topic", title: "Topic" },
  { key: "type", title: "Type" },
  { key: "status", title: "Status" },
  { key: "dueDate", title: "Due Date" },
];

export const tableSamples: WidgetSample<TableInput>[] = [
  {
    title: "Learning plan",
    data: {
      type: "TABLE",
      headerData: { textData: { text: "Your learning plan" } },
      caption: "Product Manager Fellowship, cohort 14",
      columns: planColumns,
      rows: [
        {
          module: "Module 1",
          topic: "Product thinking and user problems",
          type: "Live class",
          status: "Completed",
          dueDate: "12 Aug 2024",
        },
        {
          module: "Module 1",
          topic: "Problem statement teardown",
          type: "Assignment",
          status: "Completed",
          dueDate: "16 Aug 2024",
        },
        {
          module: "Module 2",
          topic: "Metrics, north stars and guardrails",
          type: "Live class",
          status: "In progress",
          dueDate: "20 Aug 2024",
        },
        {
          module: "Module 2",
          topic: "Write a PRD for a ride-sharing feature",
          type: "Case study",
          status: "Not started",
          dueDate: "27 Aug 2024",
        },
        {
          module: "Module 3",
          topic: "Prioritisation with RICE",
          type: "Quiz",
          status: "Not started",
          dueDate: "3 Sep 2024",
        },
      ],
    },
  },
  {
    title: "Mentor session log with numbers",
    data: {
      type: "TABLE",
      caption: "Mentor sessions this month",
      columns: [
        { key: "mentor", title: "Mentor" },
        { key: "focus", title: "Focus" },
        { key: "sessions", title: "Sessions" },
        { key: "minutes", title: "Minutes" },
      ],
      rows: [
        { mentor: "Vikram Iyer", focus: "Product sense interviews", sessions: 3, minutes: 135 },
        { mentor: "Meera Krishnan", focus: "RAG evaluation", sessions: 2, minutes: 90 },
        { mentor: "Priya Nair", focus: "SQL case rounds", sessions: 1, minutes: 45 },
      ],
    },
  },
  {
    title: "Assignments with row actions",
    data: {
      type: "TABLE",
      headerData: { textData: { text: "Assignments to submit" } },
      caption: "Data Science Bootcamp, week 6",
      columns: [
        { key: "assignment", title: "Assignment" },
        { key: "mentor", title: "Reviewer" },
        { key: "dueDate", title: "Due Date" },
      ],
      rows: [
        {
          assignment: "Churn model with gradient boosting",
          mentor: "Meera Krishnan",
          dueDate: "14 Oct 2024",
          actionText: "Open brief",
          action: { type: "NAVIGATION", uri: "/courses/data-science-bootcamp", replace: true },
        },
        {
          assignment: "A/B test readout for a pricing change",
          mentor: "Vikram Iyer",
          dueDate: "18 Oct 2024",
          actionText: "Mark as started",
          action: {
            action: {
              type: "API_CALL",
              uri: UPSTREAM_CALLS.activityUpdate.path,
              requestObject: { activityId: "ds-w6-ab-test", status: "IN_PROGRESS" },
            },
            cellId: "assignments-table",
            pageId: "data-science-dashboard",
            replace: false,
            widgetName: "TABLE",
          },
        },
      ],
    },
  },
  {
    title: "Empty assignments",
    data: {
      type: "TABLE",
      headerData: { textData: { text: "Pending reviews" } },
      columns: planColumns,
      rows: [],
    },
  },
];
