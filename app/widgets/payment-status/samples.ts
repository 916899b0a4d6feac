import type { WidgetSample } from "~/widgets/types";
import type { PaymentStatusInput } from "~/contract/widgets/payment-status";

export const paymentStatusSamples: WidgetSample<PaymentStatusInput>[] = [
  {
    title: "Success",
    data: {
      type: "PAYMENT_STATUS",
      status: "SUCCESS",
      orderId: "ord_7K2M9Q",
      itemName: "Product Manager Fellowship",
      amount: 4499910,
      currency: "INR",
      date: "2026-02-18T09:42:00+05:30",
      nextButton: {
        buttonText: "Go to My Courses",
        action: { type: "NAVIGATION", uri: "/my-courses" },
      },
    },
  },
  {
    title: "Pending",
    data: {
      type: "PAYMENT_STATUS",
      status: "PENDING",
      orderId: "ord_3H8D2C",
      itemName: "SQL Basics Workshop",
      amount: 49900,
      date: "2026-03-10",
    },
  },
  {
    title: "Failed",
    data: {
      type: "PAYMENT_STATUS",
      status: "FAILED",
      orderId: "ord_5T1X6B",
      itemName: "Data Analyst Fellowship",
      amount: 3999900,
      message: "Your bank declined the payment. You were not charged; try another card or UPI.",
    },
  },
];
