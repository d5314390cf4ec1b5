# Generated from the OpenAPI document by `npm run generate`. Do not edit.
"""The API version this client was generated for: every call sends it as ``Api-Version`` unless ``api_version`` says otherwise."""

API_VERSION = "2026-11-27"
