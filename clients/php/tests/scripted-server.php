<?php

// Router for `php -S` in TransportTest: answers each request with the next scripted response
// from SCRIPTED_RESPONSES (a JSON file) and appends the request to SCRIPTED_REQUESTS.

declare(strict_types=1);

$responsesFile = getenv('SCRIPTED_RESPONSES');
$responses = json_decode((string) file_get_contents($responsesFile), true);
$next = array_shift($responses);
file_put_contents($responsesFile, json_encode($responses));
file_put_contents(getenv('SCRIPTED_REQUESTS'), json_encode([
    'method' => $_SERVER['REQUEST_METHOD'],
    'uri' => $_SERVER['REQUEST_URI'],
    'authorization' => $_SERVER['HTTP_AUTHORIZATION'] ?? null,
    'api_version' => $_SERVER['HTTP_API_VERSION'] ?? null,
    'body' => file_get_contents('php://input'),
]) . "\n", FILE_APPEND);

http_response_code($next['status']);
foreach ($next['headers'] as $name => $value) {
    header("{$name}: {$value}");
}
echo json_encode($next['body']);
