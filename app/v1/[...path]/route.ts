// Any /v1 path that is not an operation of the OpenAPI document: a 404 problem.
import { answerUnknownPath } from "@/lib/api/answer-without-operation";

export const GET = answerUnknownPath;
export const POST = answerUnknownPath;
export const PUT = answerUnknownPath;
export const PATCH = answerUnknownPath;
export const DELETE = answerUnknownPath;
