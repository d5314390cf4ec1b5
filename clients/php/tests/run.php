<?php

// Runs the client's tests with nothing but PHP (no Composer, no PHPUnit): each *Test.php file
// returns a map of test name => callable. Prints one line per test and "N passed, N failed";
// exits non-zero when any test fails.
//   php clients/php/tests/run.php          (BASE_URL and TOKEN also run the live-server tests)

declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
    if (str_starts_with($class, 'Integrations\\')) {
        $file = __DIR__ . '/../src/' . str_replace('\\', '/', substr($class, strlen('Integrations\\'))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});
require __DIR__ . '/support.php';

$passed = $failed = $skipped = 0;
foreach (glob(__DIR__ . '/*Test.php') as $file) {
    /** @var array<string, callable> $tests */
    $tests = require $file;
    foreach ($tests as $name => $test) {
        $label = basename($file, '.php') . ' › ' . $name;
        try {
            $test();
            $passed++;
            echo "ok   {$label}\n";
        } catch (SkipTest $skip) {
            $skipped++;
            echo "skip {$label}: {$skip->getMessage()}\n";
        } catch (Throwable $error) {
            $failed++;
            echo "FAIL {$label}\n     " . get_class($error) . ': ' . $error->getMessage() . "\n";
        }
    }
}
echo "\n{$passed} passed, {$failed} failed" . ($skipped > 0 ? ", {$skipped} skipped" : '') . "\n";
exit($failed > 0 ? 1 : 0);
