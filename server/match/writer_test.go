package match

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// Saves that arrive together are written together, each key once with its
// newest value; every saver hears of its own write, errors included.
func TestTheWriterBatchesSaves(t *testing.T) {
	var mu sync.Mutex
	var batches [][]string
	stored := map[string]string{}
	gate := make(chan struct{})
	w := newWriter(func(_ context.Context, keys, values []string) error {
		<-gate
		mu.Lock()
		defer mu.Unlock()
		batches = append(batches, keys)
		for i, k := range keys {
			if k == "bad" {
				return errors.New("the database refused it")
			}
			stored[k] = values[i]
		}
		return nil
	})
	var wg sync.WaitGroup
	errs := make([]error, 40)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = w.save(context.Background(), fmt.Sprint("g", i%20), fmt.Sprint(i))
		}(i)
	}
	time.Sleep(100 * time.Millisecond) // all queued behind the gate
	close(gate)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("save %d: %v", i, err)
		}
	}
	if len(stored) != 20 {
		t.Errorf("%d games stored", len(stored))
	}
	if len(batches) >= 40 {
		t.Errorf("%d statements for 40 saves: none were batched", len(batches))
	}
	for _, b := range batches {
		seen := map[string]bool{}
		for _, k := range b {
			if seen[k] {
				t.Errorf("a statement changes %s twice: %v", k, b)
			}
			seen[k] = true
		}
	}
	if err := w.save(context.Background(), "bad", "x"); err == nil {
		t.Error("a failed write was reported as stored")
	}
}

func TestDedupeKeepsTheNewest(t *testing.T) {
	keys, values := dedupe([]*pending{{key: "a", value: "1"}, {key: "b", value: "2"}, {key: "a", value: "3"}})
	if fmt.Sprint(keys, values) != "[a b] [3 2]" {
		t.Errorf("%v %v", keys, values)
	}
}
