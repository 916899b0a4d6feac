import type { WidgetSample } from "../types";
import type { AudioInput } from "~/contract/widgets/audio";

export const audioSamples: WidgetSample<AudioInput>[] = [
  {
    title: "Career podcast episode with a transcript",
    data: {
      type: "AUDIO",
      url: "https://cdn.example.com/podcasts/career-switch-ep4.mp3",
      title: "From support engineer to data analyst in nine months",
      subText: "Career Switch podcast · Episode 4 · 18 min",
      transcript:
        "Host: Welcome back. Today Priya tells us how she moved from customer support into analytics.\n\nPriya: I started with SQL in the evenings, then joined the fellowship so that someone would review my work every week.\n\nHost: What made the difference in interviews?\n\nPriya: My capstone dashboard. Every interviewer asked about it.",
    },
  },
  {
    title: "Mentor's voice note, no transcript yet",
    data: {
      type: "AUDIO",
      url: "/media/mentor-notes/sql-joins-tips.mp3",
      title: "Mentor tip: three ways to check your SQL joins",
    },
  },
];
